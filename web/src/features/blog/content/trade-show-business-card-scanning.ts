/** Article body (English). Format: see ../article-markup.ts. */
export default `
Trade shows are expensive. Between the booth, travel, printed material and the hours your team spends standing on a concrete floor, every conversation has a real cost. Yet many exhibitors still leave the show with a shoebox of business cards and no plan for them. This guide walks through a practical workflow for scanning cards at the booth and turning them into follow-ups before the show even closes.

## The shoebox problem

Paper cards are not going away. They are quick to exchange, work without an app and feel more personal than scanning a badge. The trouble starts afterwards:

- Cards get split between several jackets, bags and hotel rooms.
- Notes about what the person wanted are written on the back, if at all.
- Someone spends the following week typing everything into a spreadsheet.
- By the time the first follow-up goes out, competitors have already called.

The fix is not to stop collecting cards. It is to digitise them at the moment you receive them, with the context still attached.

## Before the show: set up in fifteen minutes

A little preparation makes booth scanning painless.

1. **Create an event tag.** Tag every lead from the show, for example "Expo Berlin 2024", so you can filter and measure them later.
2. **Connect a destination.** A shared Google Sheet works well for event crews; larger teams route straight into their CRM or a webhook.
3. **Put the bot on every phone.** With the Leadroute Telegram bot, each booth member can scan from their own phone without logging in to anything.
4. **Agree on a note format.** Something as simple as "interest / timeline / next step" keeps notes comparable.

Most teams complete this setup in about 15 minutes, and paid plans include free setup help if you want a second pair of eyes.

## At the booth: scan in the conversation

The best moment to scan a card is while the person is still in front of you. It takes a few seconds and doubles as a natural way to confirm details.

- **Snap the card.** Send the photo to the bot with /scan, or use the web app. The AI extracts name, email, phone, company and title in under three seconds.
- **Check flagged fields.** If a field is uncertain, for example a stylised email address, Leadroute flags it. Confirm it with the person right there.
- **Add a one-line note.** "Wants a demo for 3 sales teams, budget in Q1" is worth more than any brochure they take home.

Accuracy matters on a show floor, where lighting is poor and cards come in every design imaginable. Leadroute's OCR reaches 99.2% accuracy on typical cards, and its confidence flags catch most of the rest.

## Between sessions: keep the pipeline moving

Quiet moments at the booth are an opportunity. Open your shared sheet or CRM view and sort today's leads:

- **Hot:** asked for pricing or a demo. Send a short personal email the same day.
- **Warm:** interested but early. Add them to a post-show sequence.
- **Network:** partners, press, peers. File them with the right tag.

Because leads arrive in real time, a sales manager who is not at the show can start following up on hot leads while the booth team keeps talking to visitors.

## After the show: follow up within days, not weeks

The post-show window is short. People return to full inboxes and forget which booth was which. A few habits keep you top of mind:

1. Send the first follow-up within 48 hours, referencing something specific from your note.
2. Export the event list to CSV if your marketing tool needs a one-off import.
3. Review the tag report: how many leads, how many hot, how many booked meetings.
4. Compare with previous shows to decide where to exhibit next year.

## Measuring what the show was worth

Tagging every scanned card with the event makes the return on investment visible. You can count leads per day, per booth member and per conversation type, and later connect them to closed deals. Without that data, the decision to return to a show is a guess.

## Common mistakes to avoid

- **Scanning at the hotel.** You lose context and the lead loses a day.
- **One person doing all the data entry.** Everyone who talks to visitors should capture their own leads.
- **No tags.** Untagged leads disappear into the general pipeline and the event looks less valuable than it was.
- **Ignoring uncertain fields.** A wrong email address means no follow-up at all.

## Conclusion

A trade show is a compressed burst of sales conversations. Business card scanning turns that burst into a pipeline you can act on the same day. Set up your tags and destinations before you travel, scan in the conversation, and follow up while you are still remembered. Your booth will pay for itself far more often.
`;
