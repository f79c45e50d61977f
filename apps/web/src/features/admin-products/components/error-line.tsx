/** The builder's message for the button just pressed, read out at once; `id` lets the fields it names point at it. */
export function ErrorLine({ id, message }: { id?: string; message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p id={id} className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
