import type { AdminPromoCode } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { Ban, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useAdminPromoCodes, useDisablePromoCode } from '../api/promo-codes.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { formatCount, formatUtcDate } from './format.ts';
import { LoadState } from './load-state.tsx';
import { WideTable } from './wide-table.tsx';

export type PromoStatus = 'Active' | 'Expired' | 'Disabled';

export function promoStatus(p: AdminPromoCode, now: number): PromoStatus {
  if (p.disabledAt) return 'Disabled';
  if (p.expiresAt && Date.parse(p.expiresAt) <= now) return 'Expired';
  return 'Active';
}

/** 'N of M used', or 'N used' when there is no total limit. */
export const usesLabel = (t: TFunction<'admin'>, p: AdminPromoCode) =>
  p.maxRedemptions === null
    ? t('promo.used', { used: formatCount(p.redemptions) })
    : t('promo.usedOf', { used: formatCount(p.redemptions), max: formatCount(p.maxRedemptions) });

/** The last day it works (expiresAt is the end of that day, UTC), or 'No expiry'. */
export const expiryLabel = (t: TFunction<'admin'>, p: AdminPromoCode) =>
  p.expiresAt ? formatUtcDate(Date.parse(p.expiresAt) - 1) : t('promo.noExpiry');

/** Active is the only state that works; the other two are grey with their own icon and word. */
const STATUS_BADGES = {
  Active: { tone: 'safe', icon: undefined },
  Expired: { tone: 'unknown', icon: Hourglass },
  Disabled: { tone: 'neutral', icon: Ban },
} as const;

function PromoStatusBadge({ status, className }: { status: PromoStatus; className?: string }) {
  const { tone, icon } = STATUS_BADGES[status];
  const { t } = useT('admin');
  return (
    <Badge tone={tone} icon={icon} className={className}>
      {t(`promo.statuses.${status}`)}
    </Badge>
  );
}

const COLUMNS = ['code', 'tokens', 'uses', 'perPerson', 'expires', 'status'] as const;

function DisableButton({ promo, onDisable }: { promo: AdminPromoCode; onDisable: () => void }) {
  const { t } = useT('admin');
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onDisable}
      aria-label={t('promo.disableNamed', { code: promo.code })}
    >
      <Ban className="size-4" aria-hidden />
      {t('promo.disable')}
    </Button>
  );
}

/** Every promo code: how often it was redeemed, until when, whether it still works; Disable ends it. */
export function PromoCodeList() {
  const codes = useAdminPromoCodes();
  const disable = useDisablePromoCode();
  const { t } = useT('admin');
  const [disabling, setDisabling] = useState<AdminPromoCode | null>(null);
  const now = Date.now();

  const onConfirm = (p: AdminPromoCode) =>
    disable.mutate(p.code, {
      onSuccess: ({ message }) => {
        setDisabling(null);
        toast({ title: t('promo.disabled'), description: message });
      },
      onError: (error) =>
        toast({
          title: t('errorTitle'),
          description: (error instanceof ApiError && error.serverMessage) || t('promo.disableFailed'),
          tone: 'error',
        }),
    });

  const items = codes.data?.items;
  return (
    <Card>
      <CardHeader as="h2" title={t('promo.listTitle')} description={t('promo.listDescription')} />
      {!items ? (
        <LoadState query={codes} what="promoCodes" rows={3} />
      ) : items.length === 0 ? (
        <EmptyState illustration="bloom" title={t('promo.none')} description={t('promo.noneHint')} />
      ) : (
        <>
          <ul aria-label={t('promo.list')} className="space-y-3 md:hidden">
            {items.map((p) => {
              const status = promoStatus(p, now);
              return (
                <li key={p.code} className="rounded-2xl border border-line bg-surface p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold tracking-wider break-all">{p.code}</p>
                      <PromoStatusBadge status={status} className="mt-1" />
                    </div>
                    {status === 'Active' && <DisableButton promo={p} onDisable={() => setDisabling(p)} />}
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    {(
                      [
                        [t('promo.columns.tokens'), formatCount(p.tokens)],
                        [t('promo.columns.uses'), usesLabel(t, p)],
                        [t('promo.columns.perPerson'), formatCount(p.perUserLimit)],
                        [t('promo.columns.expires'), expiryLabel(t, p)],
                      ] as const
                    ).map(([term, value]) => (
                      <div key={term}>
                        <dt className="text-xs text-ink-muted">{term}</dt>
                        <dd className="mt-0.5 font-medium">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
          <WideTable
            caption={t('promo.caption')}
            columns={COLUMNS.map((column) => t(`promo.columns.${column}`))}
            actions
          >
            {items.map((p) => {
              const status = promoStatus(p, now);
              return (
                <tr key={p.code} className="border-b border-line last:border-0">
                  <th scope="row" className="px-2 py-3 font-semibold tracking-wider">
                    {p.code}
                  </th>
                  <td className="px-2 py-3 tabular-nums">{formatCount(p.tokens)}</td>
                  <td className="px-2 py-3">{usesLabel(t, p)}</td>
                  <td className="px-2 py-3 tabular-nums">{formatCount(p.perUserLimit)}</td>
                  <td className="px-2 py-3 whitespace-nowrap">{expiryLabel(t, p)}</td>
                  <td className="px-2 py-3">
                    <PromoStatusBadge status={status} />
                  </td>
                  <td className="px-2 py-2 text-right">
                    {status === 'Active' && <DisableButton promo={p} onDisable={() => setDisabling(p)} />}
                  </td>
                </tr>
              );
            })}
          </WideTable>
        </>
      )}
      <ConfirmDialog
        open={disabling !== null}
        onCancel={() => setDisabling(null)}
        onConfirm={() => disabling && onConfirm(disabling)}
        title={disabling ? t('promo.disableTitle', { code: disabling.code }) : t('promo.disableTitleNoCode')}
        description={t('promo.disableText')}
        confirmLabel={t('promo.disable')}
        pendingLabel={t('promo.disabling')}
        pending={disable.isPending}
      />
    </Card>
  );
}
