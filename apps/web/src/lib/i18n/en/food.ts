/** The food-safety check (the dashboard's #food-safety section). */
export const food = {
  title: 'Food Safety Check',
  tools: 'Food safety tools',
  searchTab: 'Food Search',
  upcTab: 'UPC Scanner',
  term: 'Food or ingredient',
  placeholder: 'e.g. salmon, brie, deli turkey',
  search: 'Search',
  checking: 'Checking USDA and FDA databases...',
  live: 'Live USDA/FDA Data',
  local: 'Local Database',
  updated: 'Updated {{when}}',
  localResults: 'Local Database Results',
  noResults: 'No results found for "{{term}}"',
  tryCommon: 'Try searching for common foods like salmon, cheese, or spinach.',
  status: { safe: 'Safe', caution: 'Caution', avoid: 'Avoid', unknown: 'Unknown' },
};
