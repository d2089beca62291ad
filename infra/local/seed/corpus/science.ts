import type { TopicCorpus } from './types.ts';

export const science: TopicCorpus = {
  key: 'science',
  tags: ['science', 'space', 'biology', 'education'],
  titles: [
    {
      title: 'Why the Sky Is Dark at Night',
      subtitle: 'A simple question that took astronomers three centuries to answer',
    },
    {
      title: 'The Octopus Has No Central Command',
      subtitle: 'Two-thirds of its neurons live in its arms, and they have opinions',
    },
    {
      title: 'How We Weighed the Earth With Two Lead Balls',
      subtitle: 'Henry Cavendish, a shed, and the most delicate experiment of the eighteenth century',
    },
    { title: 'Your Gut Has a Clock', subtitle: 'Circadian rhythms reach much further than sleep' },
    {
      title: 'Replication Is Not a Crisis, It Is the Method',
      subtitle: 'What failed studies teach us about how science actually works',
    },
    {
      title: 'The Strange Physics of a Cup of Coffee',
      subtitle: 'Convection, evaporation and the ring it leaves behind',
    },
    {
      title: 'What Tardigrades Know About Surviving Anything',
      subtitle: 'Glass-like sugars, protective proteins and a very long nap',
    },
    {
      title: 'The Most Accurate Clocks Ever Built',
      subtitle: 'Optical lattice clocks lose less than a second over the age of the universe',
    },
    {
      title: 'A Field Guide to Statistical Significance',
      subtitle: 'What a p-value is, what it is not, and why it matters',
    },
    {
      title: 'Listening to Black Holes Collide',
      subtitle: 'How a four-kilometre ruler measured a ripple smaller than a proton',
    },
    {
      title: 'Why Ice Floats and Why It Matters',
      subtitle: 'The odd chemistry that makes life on Earth possible',
    },
    {
      title: 'How Birds Navigate Across Oceans',
      subtitle: 'Magnetic maps, star compasses and smells on the wind',
    },
    {
      title: 'The Quiet Genius of Slime Moulds',
      subtitle: 'Brainless organisms that solve mazes and design railways',
    },
    {
      title: 'What the Periodic Table Is Really Telling You',
      subtitle: 'Patterns, predictions and the elements nobody had seen yet',
    },
    {
      title: 'How Vaccines Teach the Immune System',
      subtitle: 'A short, clear explanation of immune memory',
    },
    {
      title: 'Living on a Planet That Rings Like a Bell',
      subtitle: 'Earthquakes, seismographs and the inside of the Earth',
    },
  ],
  subjects: [
    'dark matter',
    'the microbiome',
    'peer review',
    'quantum computing',
    'deep-sea life',
    'CRISPR',
    'the scientific method',
    'exoplanets',
  ],
  intros: [
    'Some of the deepest questions in science begin with something a child might ask. Why is the sky dark at night? If the universe is vast and full of stars, every line of sight should end on one.',
    'In 1798, in a shed in Clapham, a shy man suspended two small lead balls from a wire and watched them drift, very slowly, towards two large ones. He was weighing the planet.',
    'The first time I looked at pond water under a microscope, I stayed at the eyepiece for an hour. Everything was moving, hunting, dividing. I have never looked at a puddle the same way since.',
    'Science is usually reported as a series of breakthroughs. Inside a lab, it feels more like a series of small, careful disappointments, punctuated by the occasional result that survives them.',
    'We tend to imagine intelligence as something that lives in a single place, a brain behind the eyes. The octopus did not get that memo.',
  ],
  sections: [
    {
      heading: 'The question behind the question',
      paragraphs: [
        'The darkness of the night sky puzzled astronomers for centuries and is now known as [Olbers’ paradox](https://en.wikipedia.org/wiki/Olbers%27_paradox). The answer turns out to involve the age of the universe, not just its size.',
        'Light travels at a finite speed, and the universe has a finite age. We can only see stars whose light has had time to reach us, so most lines of sight end in the dark before they meet a star.',
        'Expansion adds a second effect: light from distant galaxies is stretched to longer wavelengths, beyond what our eyes can see. The sky is not empty. It is glowing, faintly, in microwaves.',
      ],
    },
    {
      heading: 'A careful measurement',
      paragraphs: [
        'Cavendish’s apparatus measured a force roughly equal to the weight of a grain of sand. To avoid air currents from his own body heat, he watched through a telescope from outside the room.',
        'From the tiny twist of the wire he calculated the density of the Earth at about 5.45 times that of water. The modern value is 5.51. He was off by about one percent, with candles and patience.',
      ],
    },
    {
      heading: 'Distributed minds',
      paragraphs: [
        'An octopus has around five hundred million neurons, and about two-thirds of them are in its arms. Each arm can taste, touch and make simple decisions without waiting for the brain.',
        'Researchers have watched a severed arm continue to reach for food and pass it towards where the mouth would be. It is a reminder that *thinking* may be a far broader category than we assume.',
        'For engineers building robots, this is more than a curiosity. Decentralised control is often faster and more robust than routing every decision through a single processor.',
      ],
    },
    {
      heading: 'What a p-value actually says',
      paragraphs: [
        'A p-value answers a narrow question: *if there were no real effect, how surprising would this data be?* It does not tell you the probability that your hypothesis is true.',
        'A result with p below 0.05 can still be a fluke, especially when many comparisons are made and only the interesting ones are reported. That is why **replication** matters more than any single number.',
        '[Pre-registration](https://www.cos.io/initiatives/prereg), where researchers publish their analysis plan before collecting data, is a simple fix that makes the garden of forking paths much harder to wander into.',
      ],
    },
    {
      heading: 'Failure as information',
      paragraphs: [
        'When a famous study fails to replicate, headlines speak of a crisis. Inside science, it is the system working: a claim was tested again, and the evidence was updated.',
        'The real problem is incentives. Journals prefer surprising positive results, and careers depend on publishing them. Fixing that is slower work than running another experiment.',
      ],
    },
    {
      heading: 'Measuring the almost unmeasurable',
      paragraphs: [
        '[LIGO](https://www.ligo.caltech.edu/)’s detectors are L-shaped, with arms four kilometres long. A passing gravitational wave stretches one arm and squeezes the other by about a thousandth of the width of a proton.',
        'To see that, the instrument has to ignore passing trucks, ocean waves hitting distant coastlines, and the thermal jitter of its own mirrors. The first detection, in 2015, came from two black holes that merged over a billion years ago.',
      ],
    },
  ],
  lists: [
    {
      lead: 'Questions worth asking of any headline about a new study:',
      ordered: true,
      items: [
        'How many participants, and who were they?',
        'Was it in people, animals or cells in a dish?',
        'Is the effect large, or merely statistically significant?',
        'Has anyone replicated it?',
      ],
    },
    {
      lead: 'Things tardigrades have survived in the lab:',
      ordered: false,
      items: [
        'Temperatures close to absolute zero',
        'Pressures six times greater than the deepest ocean trench',
        'Doses of radiation hundreds of times the lethal human dose',
        'Ten days in the vacuum of low Earth orbit',
      ],
    },
    {
      lead: 'A short reading list for the curious:',
      ordered: false,
      items: [
        '*The Gene* by Siddhartha Mukherjee',
        '*Other Minds* by Peter Godfrey-Smith',
        '*Seven Brief Lessons on Physics* by Carlo Rovelli',
        '*The Hidden Half of Nature* by David Montgomery and Anne Biklé',
      ],
    },
  ],
  quotes: [
    'The most exciting phrase in science is not “Eureka!” but “That’s funny…”',
    'Nature is not obliged to make sense to us. Our job is to keep asking until it does.',
    'A single experiment proves nothing. A hundred experiments that agree are beginning to say something.',
    'Measurement is the art of persuading the universe to answer a yes-or-no question.',
  ],
  closings: [
    'Next time you look up at a dark sky, remember that the darkness is itself a piece of evidence, and one of the most beautiful we have.',
    'Science rarely delivers certainty. What it offers instead is better than certainty: a way to be less wrong tomorrow than we are today.',
    'The questions keep getting stranger, and the answers keep getting more wonderful. That is reason enough to keep asking.',
  ],
  captions: [
    'An artist’s impression, not a photograph.',
    'A diagram of the apparatus, adapted from the original paper.',
    'Microscope view of a single tardigrade, greatly enlarged.',
    'The interferometer’s two arms, seen from above.',
  ],
};
