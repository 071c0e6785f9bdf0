/**
 * Where the tutor hub's content comes from: the server, or without a network the curriculum packs
 * downloaded to this device (the screens say which). Questions never come from either: the device
 * makes them from each level's generator spec, so one curriculum is all practice needs.
 */
import type { Curriculum, MathsSubject } from '../../../contract/api/maths';
import type { MathsPackContent } from '../../../contract/api/packs';
import { packIds } from '../../../contract/offline/pack-ids';
import { isOnline } from '../../lib/connectivity/connectivity';
import { isApiError } from '../../lib/request/api-error';
import { callAction } from '../../lib/request/request';
import type { StoredPack } from '../../offline/db';
import { readStoredPackDirect, readStoredPacksDirect } from '../../offline/direct-read';
import { isCurrentFormat } from '../../offline/packs/current-format';

export type ContentSource = 'server' | 'download';

/** Content and where it came from; 'unavailable' when there is neither a connection nor a download. */
export type SourcedContent<T> = { readonly status: 'ready'; readonly data: T; readonly source: ContentSource } | { readonly status: 'unavailable' };

/** No answer from the server at all: the cases a download can stand in for. */
function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
}

/**
 * The server's answer, or the download's when there is no network. Known offline, the download is
 * read first (no wait for a request that cannot succeed); without one the request still goes, as
 * the service worker may answer it from its cache.
 */
async function withDownloadFallback<T>(online: () => Promise<T>, fromDownload: () => Promise<T | null>): Promise<SourcedContent<T>> {
  if (!isOnline()) {
    const stored = await fromDownload();
    if (stored) return { status: 'ready', data: stored, source: 'download' };
  }
  try {
    return { status: 'ready', data: await online(), source: 'server' };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await fromDownload();
    return stored ? { status: 'ready', data: stored, source: 'download' } : { status: 'unavailable' };
  }
}

/** A stored maths pack's content; a copy stored under another pack contract counts as missing. */
function mathsContent(pack: StoredPack | undefined): MathsPackContent | null {
  return pack?.kind === 'maths' && isCurrentFormat(pack) ? pack.content : null;
}

async function downloadedCurricula(): Promise<Curriculum[] | null> {
  // In the downloads list's order (listStoredPacks): by group, then title.
  const packs = (await readStoredPacksDirect()).sort((a, b) => a.group.localeCompare(b.group) || a.title.localeCompare(b.title));
  const curricula = packs.flatMap((pack) => {
    const content = mathsContent(pack);
    return content ? [content.curriculum] : [];
  });
  return curricula.length > 0 ? curricula : null;
}

/**
 * This device's download of one curriculum, or null; the read starts now and a failure surfaces
 * only where the result is awaited (the server may answer first and it is never needed). A direct
 * read (no Dexie): the practice screen shows its first question before Dexie loads.
 */
export function readDownloadedCurriculum(subject: MathsSubject, curriculumId: number): Promise<MathsPackContent | null> {
  const reading = readStoredPackDirect(packIds.mathsCurriculum(curriculumId)).then((pack) => {
    const content = mathsContent(pack);
    return content?.curriculum.subject === subject ? content : null;
  });
  reading.catch(() => undefined);
  return reading;
}

/** Every curriculum of both subjects. */
export function loadCurricula(signal: AbortSignal): Promise<SourcedContent<Curriculum[]>> {
  return withDownloadFallback(() => callAction('get_maths_curricula', {}, { displayToast: false, signal }), downloadedCurricula);
}

/**
 * One curriculum with its units and levels (the server's progress in its answer is not used: the
 * device's is). The download (a single row) is read beside the request, not after it failed: on a
 * device whose flag says online but that has no connection, the failure then finds it in hand
 * instead of only then opening the database. `download`: that read, when the caller started it
 * earlier (readDownloadedCurriculum).
 */
export function loadCurriculum(
  subject: MathsSubject,
  curriculumId: number,
  signal: AbortSignal,
  download: Promise<MathsPackContent | null> = readDownloadedCurriculum(subject, curriculumId),
): Promise<SourcedContent<MathsPackContent>> {
  return withDownloadFallback(
    () => callAction('get_unit_levels_by_category', { category: curriculumId, question_type: subject }, { displayToast: false, signal }),
    () => download,
  );
}
