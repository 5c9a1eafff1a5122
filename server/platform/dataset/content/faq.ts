// FAQ content for the accordion module.
import { messages } from '#shared/validation/messages.ts';
export const generalFaq = [
  {
    question: 'What makes a hotel an extended stay hotel?',
    answerHtml:
      '<p>Extended stay hotels are built for stays of a week or more. Every Longstay suite has a full kitchen, a work desk and more storage than a standard hotel room, and every hotel has guest laundry.</p>',
  },
  {
    question: 'How do weekly and monthly rates work?',
    answerHtml:
      '<p>When your stay is 7 nights or longer, a lower weekly rate applies to every night. At 30 nights or more, the monthly rate applies. The discount is already in the price you see when you search with your dates.</p>',
  },
  {
    question: 'Is housekeeping included?',
    answerHtml:
      '<p>Yes. Stays of 7 nights or more include weekly housekeeping, and fresh towels and linens are available at the front desk any day.</p>',
  },
  {
    question: 'Can I bring my pet?',
    answerHtml:
      "<p>Most Longstay hotels welcome one dog or cat for a flat fee per stay. Look for the pet-friendly icon on the hotel's page. Service animals are always welcome at no charge.</p>",
  },
  {
    question: 'What time are check-in and check-out?',
    answerHtml:
      '<p>Check-in starts at 3 PM and check-out is at 11 AM at most hotels. Each hotel page lists its times.</p>',
  },
];

export const contactFaq = [
  {
    question: 'How do I change or cancel a reservation?',
    answerHtml: `<p>Use <a href="/find-reservation">Find Your Reservation</a> with your last name and confirmation number: there you can extend, shorten or move your stay, choose another room, or cancel. Or call the hotel directly. ${messages.cancellationPolicy}</p>`,
  },
  {
    question: 'How many rooms make a group?',
    answerHtml:
      "<p>Five rooms or more. For a group of that size, choose <em>Groups</em> in the form above and our group sales team will call you back with a quote. For fewer rooms, book on the hotel's page to see its best rates.</p>",
  },
  {
    question: 'I left something in my suite. What should I do?',
    answerHtml:
      '<p>Call the hotel as soon as you can. Found items are kept for 30 days and can be shipped to you at cost.</p>',
  },
  {
    question: 'Where is my receipt?',
    answerHtml:
      '<p>Your folio is e-mailed at check-out. If you need another copy, send us feedback with your confirmation number and the hotel will resend it.</p>',
  },
];
