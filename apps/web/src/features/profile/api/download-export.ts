import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { tokenStorage } from '@/lib/token-storage.ts';

/** The three files of "My data": what each is called and where the server makes it. */
export const EXPORTS = {
  json: { path: '/api/user/export', file: 'bloom-my-data', extension: 'json', type: 'application/json' },
  fhir: { path: '/api/user/export/fhir', file: 'bloom-my-data-fhir', extension: 'json', type: 'application/fhir+json' },
  ics: {
    path: '/api/user/export/appointments.ics',
    file: 'bloom-appointments',
    extension: 'ics',
    type: 'text/calendar',
  },
} as const;
export type ExportKind = keyof typeof EXPORTS;

/** Hands a file made in the page to the browser's download (a same-origin blob: URL). */
function saveFile(content: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download could lose its source.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches one export with her token and saves it; JSON is re-indented for people to read. A
 * failed answer goes through `apiRequest` once more so a 401 ends the session and every other
 * failure reads as spec §8 says, like any other call.
 */
export async function downloadExport(kind: ExportKind, now = new Date()) {
  const { path, file, extension, type } = EXPORTS[kind];
  const token = tokenStorage.get();
  const res = await fetch(path, {
    headers: { accept: type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  if (!res.ok) {
    await apiRequest(path);
    throw new Error(`${res.status}: ${res.statusText}`);
  }
  const text = await res.text();
  const content = extension === 'json' ? JSON.stringify(JSON.parse(text), null, 2) : text;
  saveFile(content, `${file}-${now.toISOString().slice(0, 10)}.${extension}`, type);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: (kind: ExportKind) => downloadExport(kind) });
}
