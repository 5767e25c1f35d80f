/** Article body (English). Format: see ../article-markup.ts. */
export default `
Business card scanning looks simple from the outside: point a camera at a card, get a contact. Behind that moment is a chain of image processing, text recognition and language understanding. Knowing how it works helps you get better results and judge accuracy claims critically. This article explains the technology behind OCR for business cards, in plain language.

## What OCR actually does

OCR, optical character recognition, converts an image of text into machine-readable characters. Classic OCR was designed for scanned documents: black text on white paper, straight lines, predictable fonts. Business cards are the opposite. They mix logos, colours, tiny print, vertical text and creative layouts, often photographed at an angle under poor lighting.

Modern card scanning therefore combines several steps.

## Step one: preparing the image

Before any text is read, the image is cleaned up:

- **Cropping and straightening.** The card is detected within the photo and its perspective corrected, so lines of text become horizontal.
- **Contrast and lighting correction.** Glare, shadows and coloured backgrounds are evened out.
- **Noise reduction.** Compression artefacts and paper texture are smoothed without blurring the characters.

Good preparation often matters more than the recognition model itself. A sharp, flat photo in even light is the single best thing a user can do for accuracy.

## Step two: finding and reading text

Next, the system locates text regions and recognises the characters within them. Today this is done with neural networks trained on large amounts of printed text in many fonts and languages. Language data matters: a model that knows Spanish and German reads names such as "Ibáñez" or "Müller" correctly, where an English-only model might drop the accents.

The output of this step is raw text, usually in reading order, with a confidence score for each word or character.

## Step three: understanding the fields

Raw text is not yet a lead. "Brightwave", "CTO" and "sarah@brightwave.example" need to be assigned to company, title and email. This is where language understanding comes in:

- **Patterns** identify emails, phone numbers and websites reliably.
- **Layout cues** help: the largest text is often the name or company; small text near the name is often the title.
- **Context** resolves ambiguity, for example telling a person's name from a company name that also looks like a name.

Leadroute extracts name, email, phone, company and title, and normalises them: phone numbers are formatted to local standards and names are capitalised consistently.

## Step four: confidence and confirmation

Every step above can introduce uncertainty. Instead of hiding it, good systems surface it. In Leadroute, each extracted field carries a confidence score. When a field falls below the threshold, for example a phone number read with 85% confidence because one digit is smudged, the field is flagged and you are asked to confirm it. Your correction is saved and used to improve later recognition.

## What "99.2% accuracy" means

Accuracy claims need context. Leadroute reaches 99.2% accuracy on typical business cards, measured on the fields that matter for a lead. In practice:

- Clean, printed cards are read almost perfectly.
- Unusual fonts, low contrast and glossy finishes are where most errors occur.
- Confidence flags catch most of those cases before they reach your CRM.

When you evaluate any OCR tool, ask how accuracy was measured, on which cards, and what happens when the system is unsure.

## Speed

Processing a card in Leadroute takes under three seconds. That speed matters because it changes behaviour: when the result appears before the conversation ends, you can check it with the person in front of you.

## Tips for better scans

1. Place the card on a dark, plain surface for contrast.
2. Avoid direct overhead light that causes glare on glossy cards.
3. Fill most of the frame with the card and hold the phone parallel to it.
4. Scan both sides if the back holds contact details.
5. Confirm flagged fields immediately rather than later.

## Privacy considerations

Card images contain personal data. Leadroute encrypts data with AES-256, keeps it scoped to your account and handles it in line with GDPR. You decide where extracted leads are sent.

## Conclusion

Business card OCR is a pipeline: prepare the image, read the text, understand the fields, and be honest about uncertainty. Each step has improved dramatically in recent years, which is why a photo can now become a clean lead in seconds. Knowing how it works helps you take better photos, ask better questions of vendors and trust the data that ends up in your pipeline.
`;
