/** Helpers that turn Open Food Facts' free-form product fields into clean lists and values. */

export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Nutriment values are usually numbers but some products carry them as strings. */
export function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * Splits an ingredient text at top-level commas and semicolons, so "cheese (milk, salt), herbs"
 * gives two items. Open Food Facts marks allergens with underscores (_milk_); those are dropped.
 */
export function ingredientList(textValue: string | null | undefined): string[] {
  if (!textValue) return [];
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of textValue.replace(/_/g, '')) {
    if (ch === '(' || ch === '[') depth += 1;
    if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    if ((ch === ',' || ch === ';') && depth === 0) {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items.map((item) => item.trim().replace(/\.$/, '').trim()).filter((item) => item !== '');
}

/** "en:soft-cheeses" → "Soft cheeses". */
function tagLabel(tag: string): string {
  const words = tag.replace(/^[a-z]{2,3}:/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Categories broadest first, as Open Food Facts lists them; the last one is the most specific. */
export function categoryList(categories: string | null | undefined, tags: string[] | null | undefined): string[] {
  const fromText = (categories ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return fromText.length > 0 ? fromText : (tags ?? []).map(tagLabel).filter((c) => c !== '');
}
