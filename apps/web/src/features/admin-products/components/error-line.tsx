/** The builder's message for the button just pressed, read out at once. */
export function ErrorLine({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && <p className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger">{message}</p>}
    </div>
  );
}
