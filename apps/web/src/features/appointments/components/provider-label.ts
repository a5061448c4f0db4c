import type { Provider } from '@bloom/contract';

/**
 * A provider as one line of the booking list: her own by name and practice, the sample
 * directory by name and specialty, marked '(Sample)' because those are fictional.
 */
export function providerOptionLabel(provider: Provider, sampleMark = ' (Sample)'): string {
  if (provider.isOwn) return provider.practice ? `${provider.name} – ${provider.practice}` : provider.name;
  const label = provider.specialty ? `${provider.name} – ${provider.specialty}` : provider.name;
  return provider.isSample ? `${label}${sampleMark}` : label;
}
