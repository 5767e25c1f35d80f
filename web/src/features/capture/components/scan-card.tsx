import type { CreateLeadResponse } from '@contracts/leads';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { scanCard } from '../api/scan-card';
import { uploadCapture } from '../api/upload-capture-file';
import { CaptureError, captureFailureToast } from '../lib/capture-error';
import { sniffImageType } from '../lib/image';
import { prepareCardImage } from '../lib/prepare-image';

interface Picked {
  file: File;
  previewUrl: string;
}

/**
 * AI card scan: take a photo (camera on mobile) or choose one, then "Scan card". The photo is checked by its
 * bytes, downscaled in the browser, uploaded straight to storage and read by the server.
 */
export function ScanCard({ onCaptured }: { onCaptured: (response: CreateLeadResponse) => void }) {
  const { t } = useTranslation('leads');
  const id = useId();
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.previewUrl);
  }, [picked]);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    // Let the same file be picked again after a reset or an error.
    input.value = '';
    if (!sniffImageType(head)) {
      setPicked(null);
      setError(t('capture.errors.not-image'));
      return;
    }
    setError(null);
    setPicked({ file, previewUrl: URL.createObjectURL(file) });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!picked) {
      setError(t('capture.scan.required'));
      chooseButtonRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const image = await prepareCardImage(picked.file);
      const key = await uploadCapture('card-image', image.blob, image.contentType);
      const response = await scanCard(key);
      setPicked(null);
      toast({
        variant: 'success',
        title: t('capture.scan.complete'),
        description: t('capture.scan.completeDescription'),
      });
      onCaptured(response);
    } catch (failure) {
      if (!(failure instanceof CaptureError) && !(failure instanceof Error && 'code' in failure)) {
        console.error('Card scan failed', failure);
      }
      toast(captureFailureToast('scan', failure, t));
    } finally {
      setBusy(false);
    }
  }

  const fileId = `${id}-file`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('capture.scan.title')}</CardTitle>
        <CardDescription>{t('capture.scan.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3" aria-busy={busy || undefined}>
          {/* The inputs are visually hidden; the two buttons open them. Playwright and assistive tech find the
              chooser by its label. */}
          <label htmlFor={fileId} className="sr-only">
            {t('capture.scan.fileLabel')}
          </label>
          <input
            ref={chooseRef}
            id={fileId}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={(event) => void onPick(event)}
          />
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('capture.scan.cameraLabel')}
            disabled={busy}
            onChange={(event) => void onPick(event)}
          />

          <div className="flex min-h-28 items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
            {picked ? (
              <>
                <img
                  src={picked.previewUrl}
                  alt={t('capture.scan.preview')}
                  className="h-20 w-32 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
                />
                <div className="min-w-0 space-y-1">
                  <p className="truncate text-sm text-slate-700">
                    {t('capture.scan.chosen', { name: picked.file.name })}
                  </p>
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
                    onClick={() => setPicked(null)}
                    disabled={busy}
                  >
                    {t('capture.scan.remove')}
                  </button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-500">{t('capture.scan.noFile')}</p>
            )}
          </div>

          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => cameraRef.current?.click()}>
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M7 3h6l1.5 2H17a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2.5L7 3zm3 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" />
              </svg>
              {t('capture.scan.takePhoto')}
            </Button>
            <Button
              ref={chooseButtonRef}
              variant="outline"
              size="sm"
              disabled={busy}
              aria-describedby={error ? errorId : undefined}
              onClick={() => chooseRef.current?.click()}
            >
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M3 4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4zm2 9v2h10v-1l-3-3-2 2-2-2-3 2zm8-6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
              </svg>
              {t('capture.scan.choosePhoto')}
            </Button>
          </div>

          <p id={hintId} className="text-xs text-slate-500">
            {t('capture.scan.hint')}
          </p>
          {error ? (
            <p id={errorId} className="text-sm text-red-700" role="alert">
              {error}
            </p>
          ) : null}
          <div className="flex items-center justify-end gap-3">
            <p id={statusId} role="status" className="text-sm text-slate-600">
              {busy ? t('capture.scan.busy') : ''}
            </p>
            <Button type="submit" loading={busy}>
              {t('capture.scan.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
