/** Article body (English). Format: see ../article-markup.ts. */
export default `
Messaging apps have become the default way many professionals talk. Deals are negotiated in Telegram groups, introductions happen in WhatsApp threads and event organisers coordinate speakers in chat. If your lead capture only works through web forms and email, you are missing a growing share of your pipeline. This article looks at how to capture leads from messaging apps without turning every chat into a chore.

## Why messaging apps matter for growth

Messaging has three qualities that make it powerful for sales and growth teams:

- **Speed.** People answer messages faster than emails, often within minutes.
- **Informality.** A chat feels like a conversation, not a sales process, so prospects share more.
- **Reach.** In many markets, messaging apps are used far more than email for business conversations.

The downside is that chat threads are terrible databases. Contacts, notes and promises are buried in scrolling history, and nothing reaches your CRM unless someone copies it over.

## Turn the chat into the capture tool

The simplest approach is to use a bot as your capture inbox. Instead of switching apps, you forward information to a bot that does the extraction for you.

With the Leadroute Telegram bot, that looks like this:

1. **Forward or photograph.** Send a business card photo, a screenshot of a contact or a short note.
2. **Let the AI extract.** The bot reads name, email, phone, company and title, and replies with the structured lead.
3. **Confirm if needed.** Fields with low confidence are flagged so you can fix them in one message.
4. **Route automatically.** The lead is saved and sent to your sheet, webhooks or CRM.

The commands are deliberately few: /start connects your account, /scan reads a card, /add creates a lead from text, /status shows your plan and usage, and /help lists everything.

## Growth plays that work with chat capture

Once capture is effortless, new growth tactics become realistic.

### Community-led prospecting

If your buyers gather in professional groups, members who show interest can be added as leads the moment they reach out, with a note about the conversation and the group it came from.

### Event follow-up in the same channel

Many events now run attendee chats. Capture the contacts you meet there, tag them with the event, and follow up in the channel where the relationship started.

### Referral tracking

When a customer introduces someone in a chat, capture the new contact with a note naming the referrer. Tags make it easy to see later how much pipeline came from referrals.

## What about WhatsApp?

WhatsApp is the most requested channel we hear about. WhatsApp capture is coming soon to Leadroute, and you can ask to be notified when it launches. In the meantime, the same workflow is available on Telegram today, and typed or voice capture in the web app covers any conversation that happens elsewhere.

## Keep it respectful

Messaging feels personal, so capture should respect that:

- **Ask before adding people to marketing lists.** Capturing a contact for a follow-up is not the same as subscribing them to a newsletter.
- **Keep notes professional.** Assume the person could one day ask to see what you stored; under GDPR, they can.
- **Secure the data.** Leads in Leadroute are encrypted with AES-256 and scoped to your account.

## Measuring the impact

To see whether chat capture is working, track a few numbers over a month:

- How many leads were captured through the bot compared with other methods?
- How long did it take from first contact to first follow-up?
- Which tags or channels produced meetings and deals?

Teams usually find that chat capture adds leads they were previously not recording at all, rather than replacing existing sources. That is pure pipeline growth.

## Getting started

Connect the Telegram bot in a few minutes, send it the next business card or contact you receive and watch the lead appear in your sheet or CRM. The best growth channel is often the one your prospects are already using; messaging capture simply makes sure none of those conversations go to waste.
`;
