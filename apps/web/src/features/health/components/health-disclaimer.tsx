import { ShieldAlert } from 'lucide-react';

const TEXTS = {
  hub: 'BLOOM’s health information is for education only and is not medical advice. It summarises public sources such as the CDC, FDA and ACOG and may not fit your situation. Always talk with your healthcare provider about your care.',
  guidelines:
    'These guidelines summarise official health sources for education only; they are not medical advice and do not replace your provider’s care. Guidance changes over time: check the source and ask your provider.',
  medication:
    'Medication information is for education only and is not medical advice. Databases and AI systems can make mistakes. Never start, stop or change a medicine without talking to your healthcare provider or pharmacist.',
} as const;

/** The medical disclaimers of the hub, the guidelines and the medication check (spec §2 Education hub). */
export function HealthDisclaimer({ variant }: { variant: keyof typeof TEXTS }) {
  return (
    <p className="flex gap-2 rounded-control bg-gray-50 p-3 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
      <ShieldAlert aria-hidden className="mt-px size-4 shrink-0 text-brand-700 dark:text-brand-300" />
      <span>
        <strong>Medical disclaimer:</strong> {TEXTS[variant]}
      </span>
    </p>
  );
}
