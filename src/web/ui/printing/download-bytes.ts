/**
 * Where the browser cannot reach a printer (a phone, Firefox, Safari), the
 * raw job is saved as a file: the printer's own utility (TSC Diagnostic
 * Tool, Zebra Setup Utilities) or `copy /b job.prn USB001` sends it as is.
 */
export function downloadBytes(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
