import { CircleCheck, CircleHelp, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn.ts';
import { useT } from '@/lib/i18n/index.ts';

interface StatusStyle {
  label: string;
  Icon: LucideIcon;
  className: string;
}

const STYLES: Record<string, StatusStyle> = {
  safe: { label: 'Safe', Icon: CircleCheck, className: 'border-green-200 bg-green-100 text-green-800' },
  caution: { label: 'Caution', Icon: TriangleAlert, className: 'border-amber-200 bg-amber-100 text-amber-900' },
  avoid: { label: 'Avoid', Icon: CircleX, className: 'border-red-200 bg-red-100 text-red-800' },
};
const UNKNOWN: StatusStyle = {
  label: 'Unknown',
  Icon: CircleHelp,
  className: 'border-gray-200 bg-gray-100 text-gray-800',
};

/** Spec §3: safe, caution and avoid have their own look; any other value shows as 'Unknown'. */
export function statusStyle(status: string): StatusStyle {
  return STYLES[status] ?? UNKNOWN;
}

/** A status as label, icon and colour together, so it never depends on colour alone. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const style = statusStyle(status);
  const { t } = useT('food');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        style.className,
      )}
    >
      <style.Icon className="size-3.5" aria-hidden />
      {label ??
        t(`status.${status in STYLES ? (status as keyof typeof STYLES & string) : 'unknown'}` as 'status.unknown')}
    </span>
  );
}
