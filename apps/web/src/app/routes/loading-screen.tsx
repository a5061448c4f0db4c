export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        inline ? 'py-16 text-center text-gray-600' : 'flex min-h-dvh items-center justify-center text-gray-600'
      }
    >
      Loading...
    </div>
  );
}
