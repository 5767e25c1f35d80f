/** Article body (English). Format: see ../article-markup.ts. */
export default `
Every sales team has a CRM graveyard: contacts named "Unknown", emails that bounce, phone numbers missing a digit. Bad data is more than an annoyance. It wastes follow-up time, skews reporting and erodes trust in the tools. Smart validation is how Leadroute keeps that graveyard from growing, by combining AI accuracy with a quick human check exactly where it is needed.

## The real cost of bad lead data

Small errors compound. A single wrong character in an email address means the follow-up never arrives, and nobody notices until the lead has gone cold. Multiply that by hundreds of contacts from an event and the loss becomes significant. Bad data also hurts in quieter ways:

- **Duplicate records** split a prospect's history across several entries.
- **Inconsistent formatting** breaks filters, deduplication and dialling tools.
- **Wrong titles or companies** send the wrong message to the wrong person.
- **Distrust** makes reps keep their own spreadsheets, which fragments data further.

## Accuracy is necessary but not sufficient

Leadroute's OCR reaches 99.2% accuracy on typical business cards. That is high, but it is worth thinking about what the remaining fraction means. On a card with five key fields and dozens of characters, even a tiny per-character error rate occasionally produces a wrong email or phone number. The question is not whether errors happen, but whether you find them before they cost you a lead.

That is why accuracy alone is not the goal. The goal is **knowing which values might be wrong**.

## How smart validation works

Smart validation adds a confidence layer to every extracted field.

1. **Extract.** The AI reads the card, note or voice memo and produces a value for each field: name, email, phone, company and title.
2. **Score.** Each value gets a confidence score. A crisp, printed email might score 99%; a stylised font or a glare spot might bring a phone number down to 85%.
3. **Flag.** Fields below the confidence threshold are highlighted and you are asked to confirm or correct them.
4. **Learn.** When you correct a value, the correction is saved and used to improve later recognition for your account.

The result is a workflow where you spend two seconds checking the one field that needs it, instead of proofreading every lead.

## Normalisation: consistency by default

Validation also means making correct data consistent. Leadroute normalises fields as they are extracted:

- **Phone numbers** are formatted according to local standards, with country codes where they can be determined.
- **Names** are capitalised consistently, so "SARAH LEE" and "sarah lee" both become "Sarah Lee".
- **Extra whitespace and stray characters** picked up from the card are removed before the lead is saved.

Consistent formatting makes deduplication, filtering and dialling tools work the way they should.

## Designing for the human in the loop

A validation system succeeds only if people actually use it. A few design choices make the difference:

- **Ask rarely.** If every field is flagged, people stop reading the flags. Only uncertain fields should interrupt you.
- **Ask at the right moment.** Confirmation works best right after capture, while the card or the person is still in front of you.
- **Make correction fast.** One tap to confirm, a quick edit to correct, and you are done.
- **Show the benefit.** When corrections improve later scans, people see that their effort pays off.

## Measuring data quality

If you want to know whether validation is working, track a handful of indicators:

- Bounce rate of first follow-up emails.
- Share of leads with a complete email and phone number.
- Number of duplicates found in your CRM each month.
- How often flagged fields are corrected rather than confirmed.

Improvements in these numbers show up quickly, usually within the first few events.

## Privacy and security

Validation requires handling personal data carefully. Leadroute encrypts data with AES-256, scopes it to your account and supports GDPR requests such as access and deletion. Corrections are used for one purpose only: improving later recognition for your account.

## Conclusion

Clean data is not an accident. It comes from accurate extraction, honest confidence scores and a quick human check where the machine is unsure. Smart validation combines all three, so your CRM fills with leads you can actually reach. The few seconds spent confirming a flagged field are the cheapest insurance your pipeline will ever get.
`;
