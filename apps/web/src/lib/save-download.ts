/**
 * Reads a file download's streamed answer to the end, telling `onProgress` the bytes received so
 * far (a streamed file's size is not known before the end), then hands it to the browser as `fileName`.
 */
export async function saveDownload(
  response: Response,
  fileName: string,
  onProgress: (bytes: number) => void = () => {},
): Promise<void> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
