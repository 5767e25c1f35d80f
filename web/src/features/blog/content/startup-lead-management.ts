/** Article body (English). Format: see ../article-markup.ts. */
export default `
In the early days of a startup, the founder is the sales team. Leads come from everywhere: a demo day, a friend's introduction, a conference coffee line, a comment on a post. Most founders manage them with a mix of memory, a notes app and a spreadsheet that is always slightly out of date. That works until it suddenly doesn't. This guide is a lightweight lead management system for startups that do not yet need, or cannot yet afford, a full sales operation.

## Why startups lose leads

Startups rarely lose leads because of a lack of interest. They lose them because of a lack of system:

- **Everything is urgent.** Product, hiring and fundraising compete with follow-ups, and follow-ups lose.
- **Information is scattered.** Contacts live in inboxes, chats, camera rolls and business-card piles.
- **No single source of truth.** When a co-founder or first sales hire joins, nobody can tell them who is in the pipeline.
- **Tools are overkill.** A heavyweight CRM takes weeks to set up and nobody keeps it updated.

## Principles for a startup-sized system

A good early-stage lead system follows a few principles:

1. **Capture must take seconds.** If logging a lead takes longer than the conversation's goodbye, it will not happen.
2. **One list, shared by everyone.** A single sheet or lightweight CRM that every founder can see.
3. **Few fields, always filled.** Name, email, phone, company, title, source and a one-line note beat thirty optional fields.
4. **Tags over pipelines.** Early on, knowing where a lead came from matters more than elaborate deal stages.
5. **Automation over discipline.** Anything that relies on remembering to do it will eventually be forgotten.

## A setup you can build in an afternoon

Here is a practical stack that grows with you.

### Step one: capture everywhere

Use Leadroute as the single capture point. Scan business cards with your phone, send notes or card photos to the Telegram bot, paste text from emails or record a quick voice memo after a call. Every input becomes the same clean, structured lead.

### Step two: one shared destination

Connect a Google Sheet as your first destination. Every lead lands as a row with full name, email, phone, company, job title, capture source, date added, lead status, notes and tags. Share it with your co-founders. That is your CRM for now, and it is always up to date.

### Step three: tag by source and campaign

Tag leads with where they came from: "demo day", "investor intro", "website", "conference". After a few months, the tags tell you which channels are worth your time.

### Step four: automate the next step

When you are ready, add a webhook or a Zap that posts new leads to a team channel or creates a task. A new lead should never sit unnoticed.

## A weekly lead review

Systems work when they have a rhythm. Block thirty minutes a week for a lead review:

- Sort the week's new leads into hot, warm and network.
- Make sure every hot lead has had a personal follow-up.
- Check which tags produced conversations and which produced nothing.
- Archive leads that are clearly not a fit, so the list stays useful.

## Growing into a real sales process

At some point, a spreadsheet stops being enough: you hire sales people, deal cycles lengthen and you need forecasting. The good news is that a clean, tagged lead history makes that transition easy. Export your leads to CSV, import them into the CRM of your choice and connect Leadroute to it through webhooks, Zapier or a custom integration. Nothing you captured is lost.

## Budget matters

Startups should not pay enterprise prices for lead capture. Leadroute's Free Starter plan includes 5 AI scans per month, forever, which is enough for a founder testing the waters. Paid Telegram plans start at $20 per month with a 2-day free trial and no credit card, and annual billing saves 20%. Every paid plan includes free setup help.

## Common founder mistakes

- **Waiting for the perfect CRM.** A simple, consistent list beats a perfect tool that nobody uses.
- **Not recording where leads came from.** You cannot double down on a channel you cannot measure.
- **Following up only when there is time.** There is never time. Automate the reminder.

## Conclusion

Lead management for startups is not about software sophistication. It is about never letting a promising conversation slip away. Capture in seconds, keep one shared list, tag every lead and review weekly. Those habits, supported by a little automation, will carry you from first customer to first sales hire and beyond.
`;
