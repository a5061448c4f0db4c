import type { ProductInfo } from '@bloom/contract';
import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { Untranslated } from '@/components/untranslated.tsx';
import { formatNumber, useT } from '@/lib/i18n/index.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';

// Spec §9: the first 8 ingredients, then '+N more'.
const INGREDIENTS_SHOWN = 8;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** What Open Food Facts knows about a scanned barcode, or that it knows nothing. */
export function ProductCard({ product, lastUpdated }: { product: ProductInfo; lastUpdated: string | null }) {
  const headingId = useId();
  const { t } = useT('food');
  const hidden = product.ingredients.length - INGREDIENTS_SHOWN;
  const { servingSize, calories } = product.nutritionFacts;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {product.found ? (product.title ?? t('product.unnamed')) : t('product.notFound')}
        </h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            product.found ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-800',
          )}
        >
          {product.found ? t('product.found') : t('product.notFoundBadge')}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {product.brand && <Fact label={t('product.brand')}>{product.brand}</Fact>}
        <Fact label={t('product.upc')}>
          {product.upc} <span className="font-normal text-gray-600 dark:text-gray-400">({product.barcodeType})</span>
        </Fact>
        {product.category && <Fact label={t('product.category')}>{product.category}</Fact>}
        {product.found && <Fact label={t('product.serving')}>{servingSize ?? t('product.notListed')}</Fact>}
        {product.found && (
          <Fact label={t('product.calories')}>
            {calories === null ? t('product.notListed') : t('product.kcal', { kcal: calories })}
          </Fact>
        )}
      </dl>
      {/* The server's description (and the product database's words) are English. */}
      <Untranslated>
        <p className="text-sm">{product.description}</p>
      </Untranslated>
      {product.ingredients.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{t('product.ingredients')}</h4>
          <ul className="mt-1 flex flex-wrap gap-1.5 text-xs">
            {product.ingredients.slice(0, INGREDIENTS_SHOWN).map((ingredient, i) => (
              <li key={`${i}-${ingredient}`} className="rounded-full bg-gray-100 px-2 py-0.5 dark:bg-gray-800">
                {ingredient}
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              {t('product.more', { n: formatNumber(hidden) })}
            </p>
          )}
        </div>
      )}
      {(product.source || lastUpdated) && (
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {product.source && t('product.source', { source: product.source })}
          {product.source && lastUpdated && t('product.separator')}
          {lastUpdated && t('updated', { when: formatDateTime(lastUpdated) })}
        </p>
      )}
    </article>
  );
}
