/** Article body (English). Format: see ../article-markup.ts. */
export default `
Most sales conversations no longer start in a CRM. They start in a chat thread, a booth conversation, a hallway after a panel or a quick voice call between meetings. The CRM is where a lead is supposed to end up, but the path from the conversation to the record is usually a person retyping details hours or days later. That gap is where good leads go quiet.

This article looks at why the chat-to-CRM gap exists, what it costs, and how to close it with a capture workflow your team will actually use.

## Why leads get lost between the chat and the CRM

Ask any sales rep how they spend the evening after an event and you will hear the same answer: typing. Business cards get photographed and forgotten in the camera roll, notes live in three different apps, and the CRM only sees a fraction of what happened. The problem is rarely motivation. It is friction.

- **Context switching.** Opening a CRM on a phone, finding the right form and filling in eight fields takes minutes. In the middle of a conversation, nobody does it.
- **Scattered inputs.** A single day can produce card photos, chat messages, voice memos and emails. Each lives somewhere else.
- **Delayed entry.** When data is entered hours later, details are missing or wrong: a mistyped email bounces, a phone number lacks its country code.
- **No ownership.** If nobody is clearly responsible for logging a lead, everyone assumes someone else did.

The cost is easy to underestimate. Research on response times has shown for years that leads contacted within five minutes are far more likely to convert than those contacted after an hour. We often quote the figure of **8x**. A lead that waits until Monday because it was sitting in a camera roll over the weekend has lost most of its value.

## Capture where the conversation already happens

The most reliable way to close the gap is to stop asking people to go to the CRM. Instead, bring capture to the places where conversations already happen, and let software do the retyping.

With Leadroute, that means a few simple entry points:

1. **A chat bot.** Send a card photo or a short note to the Leadroute Telegram bot, the same way you would send it to a colleague. The bot replies with the extracted lead so you can check it on the spot.
2. **A photo.** Snap a business card in the web app and the AI reads name, email, phone, company and title.
3. **A sentence.** Type or paste something like "Met Ana Torres, head of ops at Northwind, wants pricing for 20 seats" and get a structured lead back.
4. **A voice memo.** Record thirty seconds on the way out of a meeting; the transcript becomes a lead with your notes attached.

Each of these takes seconds, not minutes, which is the only way capture survives a busy event day.

## Make the data trustworthy before it reaches the CRM

Speed is useless if the CRM fills up with junk. A good capture workflow checks data on the way in, not after the fact.

Leadroute normalises what it extracts: phone numbers are formatted according to local conventions and names are capitalised consistently, so "ana TORRES" becomes "Ana Torres". When the AI is not confident about a field, for example an email where a smudge could be an "rn" or an "m", it flags the field and asks you to confirm instead of guessing. Your correction is saved, and it helps later scans get it right.

This is what keeps sales managers happy: the CRM contains fewer duplicates, fewer bounced emails and far fewer "Unknown" contacts.

## Route the lead to where work happens next

Once a lead is clean, it should move immediately. Different teams want different destinations:

- A **Google Sheet** for small teams and event crews who want a shared list they can filter.
- **Webhooks** for teams with their own systems, receiving signed JSON the moment a lead is created.
- **Zapier** to reach thousands of tools without code.
- A **custom CRM integration** for teams that live in Zoho, Slack or an in-house system.

Routing in real time is what turns capture into follow-up. The rep who met the lead gets a notification, the right owner is assigned and the first email can go out while the conversation is still fresh in both minds.

## A simple playbook to start this week

You do not need a big project to fix chat-to-CRM leakage. Start small:

1. Pick one upcoming event or one week of meetings as a pilot.
2. Agree on a single capture method for the team, such as the Telegram bot.
3. Connect one destination, usually a shared sheet or your CRM.
4. Tag every lead with the event or campaign it came from.
5. Compare follow-up times and lead quality with the previous event.

Most teams see the difference within days: fewer cards lost, faster first replies and a pipeline that reflects what really happened.

## The takeaway

Leads are created in conversations, not in CRMs. The teams that win are the ones that capture those conversations at the moment they happen, clean the data automatically and route it to the right person within minutes. Leadroute was built to make that the default rather than the exception. Start with a free plan, connect your first destination and see how many leads you have been leaving in the camera roll.
`;
