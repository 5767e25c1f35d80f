import { describe, expect, it } from 'vitest';
import { extractContact } from '../../../lambdas/core/capture';
import { localNearestName, rebuildAddress } from '../../../lambdas/core/capture/rebuilt-address';
import { ocrLines } from './ocr-lines';

const scan = (...rows: (string | [string, number])[]) => extractContact({ lines: ocrLines(rows) }).fields;

describe('an address garbled past reading, rebuilt from the name and the firm', () => {
  it("rebuilds it from the lead's name and the firm's words where the @ and a dot were read as letters", () => {
    const f = scan(
      ['SS', 0.85],
      ['AOIFE BRENNAN', 0.96],
      ['Corlea Analytics Ltd', 0.94],
      ['Mob. +353(0)868699085 E aoife brennanigcorlea analytics. example com', 0.58],
    );
    expect(f.email.value).toBe('aoife.brennan@corlea-analytics.example.com');
    // weakly: the user is asked to confirm it
    expect(f.email.needsConfirmation).toBe(true);
  });
  it('takes the domain from the web address the card prints, and the local part the scrap holds', () => {
    const f = scan(
      ['Votre partenaire de confiance', 0.78],
      ['Hélène Marchetti', 0.92],
      ['Cheffe de projet', 0.82],
      ['Belcourt SAS', 0.93],
      ['Mobile +33 6 39 98 60 39', 0.91],
      ['Mail | helone marchethssbelcourl cxampic asl Mall | infoes', 0.68],
      ['Site | belcourt example net', 0.87],
    );
    expect(f.email.value).toBe('helene.marchetti@belcourt.example.net');
  });
  it('mends the web address read with slips to the domain of the rebuilt address', () => {
    const f = scan(
      ['THE TALLOW GROUP LTD', 0.94],
      ['CIARAN DUNPHY', 0.91],
      ['Head of Finance', 0.95],
      [
        'Telephone: 091 584 541 + Emal: ciaran dunphygtallow example com © Web: www.tatlow.exampie.come',
        0.55,
      ],
    );
    expect(f.email.value).toBe('ciaran.dunphy@tallow.example.com');
    expect(f.website.value).toBe('www.tallow.example.com');
  });
  it('rebuilds nothing from a line that only prints the name, or from a scrap too far from any spelling', () => {
    expect(
      scan(['Ethan Marsh', 0.76], ['Regional Sales Manager', 0.95], ['Mobile: (617) 555-0197', 0.94]).email
        .value,
    ).toBeNull();
    expect(
      rebuildAddress({
        segments: [{ text: 'HÉCTOR PEÑA-BUSTAMANTE ® E. xq zzkw vvrt example org', seg: 0, line: 0 }],
        name: 'Héctor Peña-Bustamante',
        hosts: ['cuautla.example.org'],
        cardText: 'HÉCTOR PEÑA-BUSTAMANTE ® E. xq zzkw vvrt example org\nCuautla S.A. de C.V.',
      }),
    ).toBeNull();
  });
  it('rebuilds a short address behind a misread label whose "@" was read as a letter with a gap before it', () => {
    const f = scan(
      ['Narmada Pvt. Ltd.', 0.95],
      ['ARJUN RAO', 0.96],
      ['Procurement Lead', 0.96],
      ['Mobile: 84039 01130', 0.95],
      ['Emaid: a rao Gnarmadu example net', 0.7],
    );
    expect(f.email.value).toBe('a.rao@narmada.example.net');
  });
  it("rebuilds none from a line holding an address read whole, a shared mailbox's", () => {
    const f = scan(
      ['Tonalli S.A. de C.V.', 0.92],
      ['Citlali Montaño', 0.75],
      ['Tel. 33 3950 4629', 0.96],
      ['E-mail contacto@tonalli.example.com Blvd. Díaz Ordaz 316', 0.9],
    );
    expect(f.email.value).not.toBe('cmontano@tonalli.example.com');
  });
});

describe("an address read with slips, spelt as the lead's name spells it", () => {
  it('takes the spelling of the name the address holds with fewest slips, where it is clearly the nearest', () => {
    // (a "li" read as an "h"; an "r" read as "eg")
    expect(localNearestName('mariehes.visser', 'Marielies Visser')).toBe('marielies.visser');
    expect(localNearestName('rosaleeg', 'Rosalee Whitford')).toBe('rosalee');
    // (an umlaut the address spells with its e)
    expect(localNearestName('m.schraeder', 'Mia Schröder')).toBe('m.schroeder');
  });
  it('takes none where two spellings are as near, or none is nearly all there', () => {
    // (mjaeger or jaeger: each two slips from what was read)
    expect(localNearestName('mseger', 'Maximilian Jäger')).toBeNull();
    expect(localNearestName('sales', 'Rosalee Whitford')).toBeNull();
    expect(localNearestName('rosalee', 'Rosalee Whitford')).toBeNull();
  });
  it('mends an address the recogniser could scarcely read beside a name it read surely, and flags it', () => {
    const lines = ocrLines([
      ['Marielies Visser', 0.96],
      ['Inkoper', 0.95],
      ['Zeewolde Bouw B.V.', 0.92],
      ['M. 06 41 27 83 59', 0.9],
      ['mariehes.visser@zeewolde-bouw.example', 0.3],
    ]);
    const f = extractContact({ lines }).fields;
    expect(f.email.value).toBe('marielies.visser@zeewolde-bouw.example');
    expect(f.email.needsConfirmation).toBe(true);
    // (read surely, the address is the lead's own spelling, not a slip)
    // (nor where the card prints it twice: two readings agree against the name's)
    const twice = [...lines, ocrLines([['mariehes.visser@zeewolde-bouw.example', 0.3]])[0]!];
    expect(extractContact({ lines: twice }).fields.email.value).toBe('mariehes.visser@zeewolde-bouw.example');
    const sure = lines.map((l, i) => (i === 4 ? ocrLines([[l.text, 0.95]])[0]! : l));
    expect(extractContact({ lines: sure }).fields.email.value).toBe('mariehes.visser@zeewolde-bouw.example');
  });
});
