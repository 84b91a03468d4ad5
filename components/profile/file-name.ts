/** The readable name of a stored file: the last segment of `/media/<id>/<safe-name>`. */
export function fileNameOf(url: string): string {
  const last = url.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
