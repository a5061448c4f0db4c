/** A field label with '(optional)' after it, in a quieter weight. */
export function OptionalLabel({ children }: { children: string }) {
  return (
    <>
      {children} <span className="font-normal text-ink-muted">(optional)</span>
    </>
  );
}
