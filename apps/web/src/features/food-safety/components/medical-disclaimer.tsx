/** Spec §8: shown with every food and UPC result. */
export function MedicalDisclaimer() {
  return (
    <p className="rounded-lg bg-gray-50 p-3 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
      <strong>Medical disclaimer:</strong> This information is for educational purposes only and is not medical advice.
      AI systems can make mistakes. Always consult your healthcare provider about what is safe for you and your baby.
    </p>
  );
}
