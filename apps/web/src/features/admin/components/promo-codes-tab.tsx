import { PromoCodeForm } from './promo-code-form.tsx';
import { PromoCodeList } from './promo-code-list.tsx';

/** The 'Promo Codes' tab (issue 24): create a code, then follow and end the ones there are. */
export function PromoCodesTab() {
  return (
    <div className="space-y-6">
      <PromoCodeForm />
      <PromoCodeList />
    </div>
  );
}
