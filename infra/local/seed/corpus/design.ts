import type { TopicCorpus } from './types.ts';

export const design: TopicCorpus = {
  key: 'design',
  tags: ['design', 'ux', 'product-design', 'accessibility', 'creativity'],
  titles: [
    {
      title: 'The Empty State Is the First Impression',
      subtitle: 'Why the screen with nothing on it deserves your best work',
    },
    {
      title: 'Designing for the Thumb, Not the Mouse',
      subtitle: 'What a month of watching people use our app one-handed taught us',
    },
    {
      title: 'Five Usability Tests That Changed My Mind',
      subtitle: 'I was sure about every one of these designs. The users were not.',
    },
    {
      title: 'Color Contrast Is Not a Style Choice',
      subtitle: 'Accessibility starts with the palette, long before the audit',
    },
    {
      title: 'The Case Against the Hamburger Menu, Again',
      subtitle: 'Hidden navigation is still forgotten navigation',
    },
    {
      title: 'How We Built a Design System Nobody Hated',
      subtitle: 'Fewer components, more conventions, and a changelog people actually read',
    },
    {
      title: 'Microcopy Is Interface',
      subtitle: 'The words on a button do more work than the button itself',
    },
    {
      title: 'Designing the Error Message First',
      subtitle: 'A small habit that makes every flow more honest',
    },
    {
      title: 'What Architects Know About Onboarding',
      subtitle: 'Lessons from doorways, lobbies and the first thirty seconds',
    },
    {
      title: 'Whitespace Is Not Wasted Space',
      subtitle: 'A defence of breathing room in dense product interfaces',
    },
    {
      title: 'The Button Nobody Clicked',
      subtitle: 'An A/B test, a colour change and a humbling lesson about labels',
    },
    {
      title: 'Designing Forms People Finish',
      subtitle: 'One column, clear labels and errors that arrive at the right time',
    },
    {
      title: 'Dark Mode Is Not Just Inverted Colours',
      subtitle: 'Elevation, contrast and the greys that make it work',
    },
    {
      title: 'What Usability Testing Taught Me About Humility',
      subtitle: 'The design was beautiful. Nobody could find the settings.',
    },
    { title: 'Icons Need Words', subtitle: 'Why our toolbar got labels and our users got faster' },
    {
      title: 'Designing for Bad Connections',
      subtitle: 'Skeletons, retries and respect for people on slow networks',
    },
    {
      title: 'The Most Important Screen Is Settings',
      subtitle: 'Where trust is won or lost, one toggle at a time',
    },
    {
      title: 'Typography Does Most of the Work',
      subtitle: 'Line length, rhythm and the quiet power of a good typeface',
    },
    {
      title: 'Redesigning Checkout Without Breaking It',
      subtitle: 'Incremental changes, careful metrics and one bold step',
    },
    {
      title: 'Onboarding That Respects Your Time',
      subtitle: 'Skip buttons, sensible defaults and a tour nobody has to take',
    },
    { title: 'A Design Critique Is Not a Verdict', subtitle: 'How we made feedback feel like collaboration' },
    {
      title: 'Notifications Are a Design Problem',
      subtitle: 'Every ping spends some of the user’s attention. Spend wisely.',
    },
  ],
  subjects: [
    'design systems',
    'user research',
    'dark patterns',
    'form design',
    'typography',
    'motion design',
    'design critique',
    'accessibility audits',
  ],
  intros: [
    'The first time I watched a real person use something I had designed, I had to sit on my hands. She scrolled past the button I was proudest of three times, then asked where the button was.',
    'Good design is mostly invisible. Nobody writes a thank-you note for a form that remembered their address, but everyone notices the one that cleared itself after a typo.',
    'Our team spent a quarter redesigning the settings page. The most requested change, by a wide margin, turned out to be **a search box**. We had spent weeks on the layout.',
    'There is a moment in every design review when someone says, *"But users will figure it out."* They might. The question is how many of them will bother.',
    'I keep a folder of screenshots called *small kindnesses*: interfaces that anticipated a mistake before I made it. It is the most useful design reference I own.',
  ],
  sections: [
    {
      heading: 'Watch, do not ask',
      paragraphs: [
        'People are poor predictors of their own behaviour. Ask them whether they want a feature and they will say yes; watch them use it and you will learn whether they need it.',
        'We moved from surveys to short moderated sessions: twenty minutes, one task, no leading questions. Five sessions surface most of the serious problems, which is **cheaper than one bad launch**.',
        'The hardest part is staying quiet. When a participant struggles, every instinct says to help. The struggle is the data.',
      ],
    },
    {
      heading: 'Contrast, size and touch',
      paragraphs: [
        '[Accessibility guidelines](https://www.w3.org/WAI/standards-guidelines/wcag/) are often treated as a checklist for the end of a project. They work far better as constraints at the start, when changing a colour costs nothing.',
        'A body text contrast of at least 4.5 to 1, touch targets of at least 44 points, and labels that do not disappear when you start typing: none of these limit creativity. They limit *exclusion*.',
        'When we fixed contrast across the product, support tickets about "missing" buttons dropped by a third. The buttons had always been there. People simply could not see them.',
      ],
    },
    {
      heading: 'Words are the interface',
      paragraphs: [
        'A button that says *Submit* tells you nothing about what happens next. A button that says **Send invoice** tells you exactly what you are about to do, and whether you meant to.',
        'We now write the copy before we draw the screen. If we cannot describe a step in one clear sentence, the step is probably doing too much.',
        'Error messages get the same treatment: say what happened, say why if it helps, and say what to do next. Never blame the user, even when it is technically their fault.',
      ],
    },
    {
      heading: 'Systems, not screens',
      paragraphs: [
        'A design system is a set of decisions you only want to make once. The components are the least interesting part; the conventions around them are what keep a product coherent as it grows.',
        'We cut our component library from ninety items to thirty-one. Every survivor has a documented purpose, a documented anti-purpose, and an owner who reviews changes.',
        'The changelog turned out to be the most important artefact. Designers and engineers read it every week, because it told them what had changed **and why**.',
      ],
    },
    {
      heading: 'The empty state',
      paragraphs: [
        'Every list in your product starts empty for a new user. That blank screen is often their first real impression, and most teams design it last, if at all.',
        'A good empty state explains what will appear here, why it matters, and gives one clear action to get started. A great one shows a preview of the full state so people know what they are working towards.',
      ],
    },
    {
      heading: 'Motion with a purpose',
      paragraphs: [
        'Animation should explain, not decorate. A panel that slides in from the right tells you where it came from and where it will go when you close it.',
        'We keep transitions under three hundred milliseconds and respect the reduced-motion setting everywhere. For some people, a parallax effect is not delightful; it is nauseating.',
      ],
    },
  ],
  lists: [
    {
      lead: 'Our checklist for every new screen:',
      ordered: true,
      items: [
        'What does a first-time user see here?',
        'What does it look like with a thousand items?',
        'What happens when the network fails?',
        'Can you complete the main task with a keyboard alone?',
        'Does the copy still make sense in a language twice as long?',
      ],
    },
    {
      lead: 'Things we stopped doing:',
      ordered: false,
      items: [
        'Placeholder text as the only label',
        'Carousels on the home page',
        'Modal dialogs that open other modal dialogs',
        'Icons without text for anything that matters',
      ],
    },
    {
      lead: 'How we run a design critique:',
      ordered: true,
      items: [
        'The designer states the goal and the constraints',
        'Everyone writes feedback silently for five minutes',
        'Feedback is framed as questions, not prescriptions',
        'The designer decides what to act on',
      ],
    },
  ],
  quotes: [
    'Design is not how it looks. It is what people can do, and what they cannot get wrong.',
    'If the user needs a manual, the interface has already lost the argument.',
    'The best onboarding is a product that does not need one.',
    'Every pixel of decoration has to pay rent in clarity.',
  ],
  code: [
    ':root {\n  --text: #1f1f1f;\n  --text-muted: #5c5c5c;   /* 6.9:1 on white */\n  --accent: #1a7f5a;\n  --tap-target: 44px;\n}\n\n@media (prefers-reduced-motion: reduce) {\n  * { animation: none !important; transition: none !important; }\n}',
  ],
  closings: [
    'Design is a conversation with people you will mostly never meet. The least we can do is listen carefully when they do show up.',
    'Next time you review a design, try starting with the empty state and the error message. The rest tends to follow.',
    'None of these ideas are mine. They come from hundreds of hours of watching people use software, which remains the best design education I know.',
  ],
  captions: [
    'Early sketches for the new onboarding flow.',
    'Before and after: the same screen with corrected contrast.',
    'A heat map of taps from our one-handed study.',
    'The component inventory, printed and pinned to the wall.',
  ],
};
