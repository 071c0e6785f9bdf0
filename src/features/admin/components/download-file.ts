/** Files on the admin's device: text saved as a download (a Blob behind a temporary <a download>), and a chosen file read as text. */

/** Saves text as a file on the admin's device. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A chosen file's text (UTF-8), read with FileReader, which every browser the app supports has. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
