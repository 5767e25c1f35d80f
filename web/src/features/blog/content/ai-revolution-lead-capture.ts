/** Article body (English). Format: see ../article-markup.ts. */
export default `
For a long time, "lead capture" meant a web form and a spreadsheet. Whatever did not arrive through the form was typed in by hand, usually late and often incomplete. Artificial intelligence has changed that quietly but thoroughly. Today, a photo, a messy note or a voice memo can become a clean, structured lead in a few seconds. This article explains what has actually changed, what AI is good at in lead capture, and where a human still belongs in the loop.

## What changed: from forms to any input

Traditional capture tools assumed the lead would fill in the fields. That works on a landing page, but not at a trade show, a dinner or a phone call. Modern AI removes that assumption. Three capabilities matured at the same time:

- **Optical character recognition (OCR)** that reads real-world business cards, including unusual fonts, logos and layouts, with accuracy above 99% on typical cards.
- **Language models** that understand unstructured text and can tell that "Ana from Northwind, runs ops" means a name, a company and a role.
- **Speech recognition** that turns a hurried voice memo into text good enough for extraction.

Together, they let a sales team capture leads in whatever form the information arrives, instead of forcing it into a form first.

## What AI is genuinely good at

It is worth being precise, because AI marketing tends to overpromise. In lead capture, AI shines at a handful of well-defined jobs.

### Reading and extracting

Given a card photo or a paragraph of text, AI can reliably find the name, email address, phone number, company and job title. Leadroute's extraction runs in under three seconds, which is fast enough to check the result before the person you met has walked away.

### Normalising

AI-assisted extraction pairs well with deterministic rules. Phone numbers are formatted to local standards, names are capitalised consistently and obvious noise, such as a company slogan read as a job title, is filtered out. The result looks the same whether it came from a card, a chat or a voice memo.

### Scoring its own confidence

This is the underrated part. A good model does not just produce an answer; it tells you how sure it is. When confidence is low, for example 85% on a phone number with a smudged digit, the field can be flagged for a human to confirm. That single feature prevents most of the errors that make sales teams distrust automated data.

## Where humans still matter

AI does not replace judgement. It replaces typing. The best systems are designed around that distinction.

- **Confirmation of uncertain fields.** A two-second tap to confirm a flagged email is far cheaper than a bounced follow-up.
- **Context.** The AI can read "wants pricing for 20 seats", but the rep knows whether that was a serious buyer or a polite exit from the conversation.
- **Relationships.** Routing a lead quickly is only valuable if a person follows up with something relevant.

In Leadroute, every correction you make is saved and used to improve later recognition for your account. The system gets better precisely where humans step in.

## The impact on sales teams

When capture becomes effortless, the numbers that sales leaders care about start to move:

1. **More leads recorded.** Reps log contacts they would have skipped because typing them in was not worth it.
2. **Faster follow-up.** Leads reach the CRM in seconds, not days. Leads contacted within five minutes convert up to 8x more often.
3. **Cleaner data.** Normalised fields and confirmed values mean fewer bounces and duplicates.
4. **Better attribution.** Tagging each lead with its event or campaign shows which activities actually produce pipeline.

None of this requires a data science team. It requires a capture tool that is fast enough to use in the moment and honest enough to ask when it is unsure.

## Choosing an AI lead-capture tool

If you are evaluating tools, a few questions separate useful products from demos:

- Does it handle every input your team uses: cards, typed notes, voice and chat?
- Does it show confidence and let you confirm uncertain fields, or does it silently guess?
- How fast is it in practice, on a phone, on event Wi-Fi?
- Where can leads go next: spreadsheets, webhooks, Zapier, your CRM?
- How is the data protected? Look for encryption such as AES-256 and a clear privacy policy.

## Looking ahead

The next steps are already visible: capture directly from more messaging apps, richer campaign tools and deeper CRM integrations. The principle will stay the same. AI should remove the busywork between meeting someone and following up, and leave the conversation itself to people. That is the revolution worth having, and it is available to any team today.
`;
