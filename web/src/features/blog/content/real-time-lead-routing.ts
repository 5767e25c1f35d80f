/** Article body (English). Format: see ../article-markup.ts. */
export default `
There is one number that every sales team should know by heart: leads contacted within five minutes are about **8x** more likely to convert than leads contacted later. The exact multiplier varies by study and industry, but the direction never changes. Speed wins. Real-time lead routing is how you make speed the default instead of a heroic effort.

## What real-time lead routing means

Lead routing is the process of getting a new lead to the right person or system. "Real time" means that happens automatically, within seconds of capture, with no one exporting a file or forwarding an email.

A routing setup answers three questions for every new lead:

1. **Where does it go?** A CRM, a shared sheet, a chat channel, an automation tool.
2. **Who owns it?** The rep who met the person, a territory owner or a round-robin queue.
3. **What happens next?** A notification, a task, a first email, a sequence.

## Why batch processing costs you deals

Many teams still route leads in batches: someone exports the day's leads every evening, or event leads are imported once the team is back at the office. Batches feel efficient, but they carry hidden costs.

- **Decay.** Interest fades quickly. A prospect who was eager on Tuesday is busy with other things by Friday.
- **Competition.** At events, your competitors met the same people. The first relevant follow-up usually gets the meeting.
- **Errors.** Bulk imports multiply mistakes: wrong owners, duplicate records, broken phone numbers.
- **Invisibility.** Managers cannot see the pipeline until the batch runs, so they cannot react.

## Building blocks of a real-time routing setup

You do not need an enterprise platform to route leads in real time. With Leadroute, the building blocks are simple.

### Capture that produces clean data

Routing is only as good as its input. Leadroute extracts leads from cards, text, voice and chat, normalises phone numbers and names, and flags low-confidence fields for confirmation. Clean input means routing rules work reliably.

### Destinations that react instantly

- **Webhooks** receive signed JSON for every new lead, with the event lead.created. Your endpoint acknowledges with status 200, and failed deliveries are retried up to three times with exponential backoff.
- **Google Sheets** get a new row for every lead, which suits small teams and event crews.
- **Zapier** connects leads to thousands of apps, from CRMs to chat channels.
- **Custom CRM integrations** place leads directly in Zoho, Slack or in-house systems.

### Tags that drive rules

Tags such as the event, campaign or product line make routing decisions easy downstream. A webhook consumer or Zap can send "Expo Berlin" leads to the DACH team and "Webinar" leads to the inside sales queue.

## A sample routing flow

Here is a flow we see working well for mid-sized sales teams:

1. A rep scans a business card at an event using the Telegram bot.
2. Leadroute extracts the lead, the rep confirms one flagged field, and the lead is tagged with the event.
3. A webhook delivers the lead to the team's CRM integration, which assigns it to the rep who captured it.
4. A chat notification tells the rep and their manager that a new hot lead has arrived.
5. The rep sends a personal follow-up within minutes, while still at the event.

From handshake to first follow-up: less than ten minutes.

## Verifying that routing works

Real-time systems need trust. A few practices help:

- **Test your endpoints.** Use a webhook test tool to send a sample lead before going live.
- **Verify signatures.** Check the X-Webhook-Signature header (HMAC-SHA256) so only genuine deliveries are accepted.
- **Watch for failures.** Retries cover temporary outages, but a consistently failing endpoint needs attention.
- **Measure speed.** Track the time from capture to first contact, and make it a team metric.

## Common pitfalls

- **Routing everything to one inbox.** Without ownership, fast delivery still leads to slow follow-up.
- **Over-engineering rules.** Start with two or three rules; add more when you see real need.
- **Forgetting the human step.** Routing gets the lead to the right person. The person still needs to act.

## Conclusion

Real-time lead routing turns the five-minute rule from an aspiration into a habit. Capture clean data, deliver it instantly to the tools your team already uses, and make sure every lead has an owner. The conversion gains follow from there. Start with one destination, measure your time to first contact, and keep shrinking it.
`;
