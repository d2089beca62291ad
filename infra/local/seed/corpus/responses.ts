/**
 * What the demo's readers say under a story: responses that read well under any topic, and the replies
 * a thread grows (the writer's thanks, a follow-up question, a second reader joining in).
 */
export const responseTexts: readonly string[] = [
  'This is the clearest explanation of the trade-off I have read. Saving it for the next time someone on my team asks.',
  'I disagree with the middle section, but the conclusion holds up. The examples did most of the work for me.',
  'The part about starting small is the one I needed this week. Thank you for writing it down so plainly.',
  'Great piece. I would love a follow-up on what went wrong along the way — the failures are where I learn most.',
  'We tried almost exactly this last year and hit the same wall. Wish I had read this before we started.',
  'Printed this out and left it on the kitchen table. My partner read it twice.',
  'One small correction: the figure in the third section is from the second edition, not the first. The argument still stands.',
  'I keep coming back to the line about deleting more than you add. It applies far beyond this topic.',
  'Beautifully written. The pacing of the last three paragraphs is something I want to learn from.',
  'How do you decide when to stop? That is the question I was left with, and I think it deserves its own story.',
  'Shared this with my reading group. We spent an hour on it and could have spent two.',
  'The honesty here is refreshing. Most writing on this subject pretends the hard parts do not exist.',
  'I have been doing this for ten years and still learned something new. The checklist at the end is gold.',
  'Counterpoint: the approach works well for small teams, but it gets expensive quickly past fifty people.',
  'Thank you for including the numbers. Too many stories like this stop at the anecdote.',
  'This put words to something I have felt for a long time but could never explain to anyone else.',
  'Bookmarked. The section on habits is exactly what I am going to try first.',
  'I would add one thing: write the decision down before you make it, then read it again a month later.',
  'The photographs alone were worth the read, but the writing is even better.',
  'Came for the title, stayed for the footnotes. More of this, please.',
  'A fair and careful piece. I appreciate that you showed the other side before arguing against it.',
  'This is why I pay for a membership. Thank you.',
  'Reading this on the train home and nodding along the whole way.',
  'The analogy in the opening took me a minute, but once it clicked the rest of the story fell into place.',
];

export const replyTexts: readonly string[] = [
  'Thank you — that was exactly the point I was trying to make, and you said it better.',
  'Fair point. I will write about the failures next; there were more of them than this story admits.',
  'Good question. I stop when the next change would take longer to explain than to make.',
  'Thanks for the correction, you are right. I have updated the story.',
  'Agreed, it does get harder with size. I should have said so in the story.',
  'Same experience here. The second attempt went much better once we wrote things down first.',
  'I had the same question. Following this thread.',
  'Thank you for reading so closely. It means a lot.',
  'That is a great addition. Mind if I quote you in the follow-up?',
  'Please do! Happy to help.',
];
