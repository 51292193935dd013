/** In the units a computer shows (1 KB = 1,000 bytes): 48842 → "49 KB", 24613000 → "24.6 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1_000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
