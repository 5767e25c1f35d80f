import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadResponseSchema, leadSchema, listLeadsResponseSchema } from '../../lambdas/contracts/leads';
import { readFixture, uploadForCapture } from '../support/captures';
import {
  apiClient,
  bootTestStack,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await bootTestStack();
});
afterAll(async () => {
  await stack?.dispose();
});

const newUser = async (label: string) => apiClient(stack, await signUpConfirmed(stack, uniqueEmail(label)));

describe('capture from typed text', () => {
  it('extracts the fields with confidences, normalises the phone and saves the lead', async () => {
    const api = await newUser('text');
    const response = await api('/api/leads/text', {
      method: 'POST',
      body: {
        text: 'Great chat with DANIEL O’CONNOR, Head of Procurement at Kestrel Freight Ltd. daniel.oconnor@kestrel.example, mobile 07700 900456',
      },
    });
    expect(response.status).toBe(201);
    const capture = createLeadResponseSchema.parse(response.json);
    expect(capture.extractedData).toMatchObject({
      name: 'Daniel O’Connor',
      email: 'daniel.oconnor@kestrel.example',
      // "Ltd." or "Ltd": the sentence's full stop and the abbreviation's are the same dot.
      company: expect.stringMatching(/^Kestrel Freight Ltd\.?$/),
    });
    expect(capture.lead.phoneE164).toBe('+447700900456');
    expect(capture.fields.email.confidence).toBeGreaterThan(0.85);
    expect(capture.lead.source).toBe('text');
  });
});

describe('card scan through a presigned upload', () => {
  it('reads a business card photo into a lead and deletes the upload', async () => {
    const api = await newUser('scan');
    const key = await uploadForCapture(
      api,
      'card-image',
      'image/png',
      await readFixture('business-cards', 'card-dev-001.png'),
    );
    const response = await api('/api/captures/scan', { method: 'POST', body: { key } });
    expect(response.status).toBe(201);
    const capture = createLeadResponseSchema.parse(response.json);
    expect(capture.message).toBe('AI Scan Complete');
    expect(capture.extractedData.email).toBe('jose.ibanez@altamira.example');
    expect(capture.lead.source).toBe('scan');
    expect(Object.keys(capture.lead.confidence ?? {})).toContain('email');
    const again = await api('/api/captures/scan', { method: 'POST', body: { key } });
    expect(again.status).toBe(404);
  });

  it('refuses a file that is not an image, whatever it was declared as', async () => {
    const api = await newUser('notimage');
    const key = await uploadForCapture(
      api,
      'card-image',
      'image/png',
      Buffer.from('#!/bin/sh\necho this is not a png\n'),
    );
    const response = await api('/api/captures/scan', { method: 'POST', body: { key } });
    expect(response.status).toBe(415);
    expect(response.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a photo no decoder can read with 415 and its reason, not a server error', async () => {
    const api = await newUser('broken');
    // (a JPEG's first bytes, then no picture: what passes the content check and fails the decoder)
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x41)]);
    const key = await uploadForCapture(api, 'card-image', 'image/jpeg', broken);
    const response = await api('/api/captures/scan', { method: 'POST', body: { key } });
    expect(response.status).toBe(415);
    expect(response.json).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This photo could not be read: use a JPEG or PNG image',
    });
  });

  it('refuses upload requests of the wrong type or size before any upload', async () => {
    const api = await newUser('limits');
    const tooBig = await api('/api/captures/uploads', {
      method: 'POST',
      body: { purpose: 'card-image', contentType: 'image/jpeg', size: 40 * 1024 * 1024 },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toMatch(/too large/);
    const wrongType = await api('/api/captures/uploads', {
      method: 'POST',
      body: { purpose: 'card-image', contentType: 'application/pdf', size: 1000 },
    });
    expect(wrongType.status).toBe(400);
  });

  it("cannot scan another user's upload", async () => {
    const owner = await newUser('owner');
    const other = await newUser('other');
    const key = await uploadForCapture(
      owner,
      'card-image',
      'image/png',
      await readFixture('business-cards', 'card-dev-001.png'),
    );
    const response = await other('/api/captures/scan', { method: 'POST', body: { key } });
    expect(response.status).toBe(404);
  });
});

describe('voice without a transcription engine', () => {
  it('says what to configure when the browser sent no transcript', async () => {
    const api = await newUser('voice-none');
    const key = await uploadForCapture(
      api,
      'voice',
      'audio/webm',
      await readFixture('lead-text', 'audio', 'lead-dev-01.webm'),
    );
    const response = await api('/api/captures/voice', { method: 'POST', body: { key } });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 'TRANSCRIPTION_UNAVAILABLE' });
    expect(response.json.message).toMatch(/TRANSCRIBE_URL/);
  });

  it("uses the browser's transcript, spoken forms and all", async () => {
    const api = await newUser('voice-hint');
    const key = await uploadForCapture(
      api,
      'voice',
      'audio/webm',
      await readFixture('lead-text', 'audio', 'lead-dev-01.webm'),
    );
    const transcriptHint =
      'Met Jonas Berg, C F O at Northlight. Email, jonas at northlight dot example. Phone, plus four six, seven zero, one two three, four five, six seven.';
    const response = await api('/api/captures/voice', { method: 'POST', body: { key, transcriptHint } });
    expect(response.status).toBe(201);
    const capture = createLeadResponseSchema.parse(response.json);
    expect(capture.extractedData).toMatchObject({
      name: 'Jonas Berg',
      title: 'CFO',
      email: 'jonas@northlight.example',
    });
    expect(capture.lead.source).toBe('voice');
  });
});

describe('free plan: 5 AI captures per calendar month', () => {
  it('answers the 6th with limitReached and a message', async () => {
    const api = await newUser('quota');
    for (let index = 0; index < 5; index++) {
      expect(
        (
          await api('/api/leads/text', {
            method: 'POST',
            body: { text: `Lead ${index} lead${index}@quota.example` },
          })
        ).status,
      ).toBe(201);
    }
    const sixth = await api('/api/leads/text', {
      method: 'POST',
      body: { text: 'One more one.more@quota.example' },
    });
    expect(sixth.status).toBe(402);
    expect(sixth.json).toMatchObject({ code: 'LIMIT_REACHED', details: { limitReached: true, limit: 5 } });
    expect(sixth.json.message).toMatch(/free plan/);
    expect(listLeadsResponseSchema.parse((await api('/api/leads')).json).items).toHaveLength(5);
  });

  it('lets exactly 5 of 8 parallel captures through', async () => {
    const api = await newUser('race');
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api('/api/leads/text', {
          method: 'POST',
          body: { text: `Racer ${index} racer${index}@race.example` },
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(3);
  });
});

describe('learning from corrections', () => {
  it('a corrected company comes out right in the next capture, and near misses take the learned spelling', async () => {
    const api = await newUser('learn');
    const first = createLeadResponseSchema.parse(
      (
        await api('/api/leads/text', {
          method: 'POST',
          body: { text: 'Mara Lind\nAccount Director\nAcrne Corp\nmara@acme.example' },
        })
      ).json,
    );
    expect(first.extractedData.company).toBe('Acrne Corp');

    const corrected = await api(`/api/leads/${first.lead.id}`, {
      method: 'PATCH',
      body: { company: 'Acme Corp' },
    });
    expect(corrected.status).toBe(200);
    expect(leadSchema.parse(corrected.json).company).toBe('Acme Corp');

    const second = createLeadResponseSchema.parse(
      (
        await api('/api/leads/text', {
          method: 'POST',
          body: { text: 'Olof Berg\nBuyer\nAcrne Corp\nolof@acme.example' },
        })
      ).json,
    );
    expect(second.extractedData.company).toBe('Acme Corp');
    expect(second.fields.company.needsConfirmation).toBe(false);

    const nearMiss = createLeadResponseSchema.parse(
      (
        await api('/api/leads/text', {
          method: 'POST',
          body: { text: 'Siv Holm\nEngineer\nAcme Corq\nsiv@acme.example' },
        })
      ).json,
    );
    expect(nearMiss.extractedData.company).toBe('Acme Corp');
  });

  it('confirming a flagged field clears its flag; corrections stay with their user', async () => {
    const api = await newUser('confirm');
    const other = await newUser('confirm-other');
    const capture = createLeadResponseSchema.parse(
      (
        await api('/api/leads/text', {
          method: 'POST',
          body: { text: 'Lena Voss\nbuyer at Zentrix\nlena@zentrix.example' },
        })
      ).json,
    );
    const flagged = capture.lead.flaggedFields ?? [];
    const field = flagged[0] ?? 'title';
    const value = capture.extractedData[field] ?? 'Buyer';
    const confirmed = leadSchema.parse(
      (await api(`/api/leads/${capture.lead.id}`, { method: 'PATCH', body: { [field]: value } })).json,
    );
    expect(confirmed.flaggedFields ?? []).not.toContain(field);

    await api(`/api/leads/${capture.lead.id}`, { method: 'PATCH', body: { company: 'Zentrix GmbH' } });
    const othersCapture = createLeadResponseSchema.parse(
      (
        await other('/api/leads/text', {
          method: 'POST',
          body: { text: 'Max Roth\nbuyer at Zentrix\nmax@zentrix.example' },
        })
      ).json,
    );
    expect(othersCapture.extractedData.company).toBe('Zentrix');
  });

  it('rejects unknown fields in an edit', async () => {
    const api = await newUser('strict');
    const capture = createLeadResponseSchema.parse(
      (await api('/api/leads/text', { method: 'POST', body: { text: 'Ana Paz ana@paz.example' } })).json,
    );
    const response = await api(`/api/leads/${capture.lead.id}`, {
      method: 'PATCH',
      body: { userId: 'someone-else' },
    });
    expect(response.status).toBe(400);
  });
});
