/** Hands a downloaded file to the browser to save (an export's CSV), under the server's name. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string | undefined }, fallback: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
