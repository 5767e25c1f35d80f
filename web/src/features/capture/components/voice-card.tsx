import type { CreateLeadResponse } from '@contracts/leads';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { toast } from '@/components/ui/toaster';
import { createVoiceLead } from '../api/create-voice-lead';
import { uploadCapture } from '../api/upload-capture-file';
import { CaptureError, captureFailureToast } from '../lib/capture-error';
import { baseContentType, formatElapsed, MAX_RECORDING_SECONDS, speechLanguage } from '../lib/recording';
import { useVoiceRecorder, type Recording } from './use-voice-recorder';

/**
 * Voice lead: one button toggles idle/recording (with an elapsed timer and a 2-minute cap); the recording is
 * uploaded and turned into a lead by the server, helped by the browser's own transcript where it has one.
 */
export function VoiceCard({ onCaptured }: { onCaptured: (response: CreateLeadResponse) => void }) {
  const { t, i18n } = useTranslation('leads');
  const id = useId();
  const [processing, setProcessing] = useState(false);
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);
  /** The server's explanation when voice capture is not set up here; it stays until the next recording. */
  const [unavailable, setUnavailable] = useState<string | null>(null);

  const onRecorded = useCallback(
    async (recording: Recording) => {
      setProcessing(true);
      setStoppedAtLimit(recording.hitLimit);
      try {
        const key = await uploadCapture('voice', recording.audio, baseContentType(recording.mimeType));
        const response = await createVoiceLead(key, recording.transcriptHint);
        toast({
          variant: 'success',
          title: t('capture.voice.processed'),
          description: t('capture.voice.processedDescription'),
        });
        onCaptured(response);
      } catch (failure) {
        if (!(failure instanceof CaptureError) && !(failure instanceof Error && 'code' in failure)) {
          console.error('Voice capture failed', failure);
        }
        toast(captureFailureToast('voice', failure, t));
        if (failure instanceof Error && 'code' in failure && failure.code === 'TRANSCRIPTION_UNAVAILABLE') {
          setUnavailable(failure.message);
        }
      } finally {
        setProcessing(false);
      }
    },
    [onCaptured, t],
  );

  const onError = useCallback(
    (failure: unknown) => {
      if (failure instanceof CaptureError && failure.reason === 'empty-recording') {
        toast(captureFailureToast('voice', failure, t));
        return;
      }
      // Refused permission, no microphone, or a browser without MediaRecorder (spec §8).
      toast({
        variant: 'error',
        title: t('capture.voice.micFailed'),
        description:
          failure instanceof CaptureError
            ? `${t('capture.voice.micFailedDescription')}. ${t(`capture.errors.${failure.reason}`)}`
            : t('capture.voice.micFailedDescription'),
      });
    },
    [t],
  );

  const recorder = useVoiceRecorder({
    speechLanguage: speechLanguage(i18n.language),
    onRecorded: (recording) => void onRecorded(recording),
    onError,
  });
  const recording = recorder.state === 'recording';
  const busy = processing || recorder.state === 'finishing';
  const statusId = `${id}-status`;

  let status = '';
  if (recorder.state === 'starting') status = t('capture.voice.starting');
  else if (recording) status = t('capture.voice.recording');
  else if (busy) status = t('capture.voice.busy');
  else if (stoppedAtLimit) status = t('capture.voice.limitStopped');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('capture.voice.title')}</CardTitle>
        <CardDescription>{t('capture.voice.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex min-h-28 flex-col items-center justify-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <Button
            size="lg"
            variant={recording ? 'danger' : 'primary'}
            className="rounded-full"
            loading={busy || recorder.state === 'starting'}
            aria-describedby={statusId}
            onClick={() => {
              if (recording) recorder.stop();
              else {
                setStoppedAtLimit(false);
                setUnavailable(null);
                void recorder.start();
              }
            }}
          >
            {recording ? (
              <span aria-hidden="true" className="size-3 rounded-sm bg-white" />
            ) : busy || recorder.state === 'starting' ? null : (
              <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
                <path d="M10 2a3 3 0 0 1 3 3v5a3 3 0 1 1-6 0V5a3 3 0 0 1 3-3zm-5 8a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V19H9v-2.1A7 7 0 0 1 3 10h2z" />
              </svg>
            )}
            {recording ? t('capture.voice.stop') : t('capture.voice.start')}
          </Button>
          <p className={cn('font-mono text-lg tabular-nums', recording ? 'text-red-700' : 'text-slate-400')}>
            <span className="sr-only">{t('capture.voice.title')}: </span>
            <span role="timer" aria-live="off">
              {t('capture.voice.elapsed', {
                elapsed: formatElapsed(recorder.elapsed),
                max: formatElapsed(MAX_RECORDING_SECONDS),
              })}
            </span>
          </p>
          <p id={statusId} role="status" className="flex items-center gap-2 text-sm text-slate-600">
            {recording ? (
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-red-600" />
            ) : null}
            {status || <span className="text-slate-500">{t('capture.voice.idleHint')}</span>}
          </p>
        </div>
        {unavailable ? (
          <Alert tone="info" title={t('capture.voice.failed')}>
            {unavailable}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
