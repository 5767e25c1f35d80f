import { extractContact, linesFromText, type ExtractResult } from '../../../lambdas/core/capture';

/** A typed note, as the text capture reads it. */
export const readNote = (text: string): ExtractResult => extractContact({ lines: linesFromText(text) });

/** A transcript, as the voice capture reads it (spoken forms expected). */
export const readTranscript = (text: string): ExtractResult =>
  extractContact({ lines: linesFromText(text), hints: { spoken: true } });

const valuesOf = (r: ExtractResult) =>
  Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.value]));

/** The field values of a typed note, for `toMatchObject`. */
export const noteValues = (text: string) => valuesOf(readNote(text));

/** The field values of a transcript, for `toMatchObject`. */
export const transcriptValues = (text: string) => valuesOf(readTranscript(text));
