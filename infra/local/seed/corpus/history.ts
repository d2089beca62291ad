import type { TopicCorpus } from './types.ts';

export const history: TopicCorpus = {
  key: 'history',
  tags: ['history', 'culture', 'books', 'education'],
  titles: [
    {
      title: 'The Library of Alexandria Did Not Burn in a Day',
      subtitle: 'How the ancient world’s greatest collection really disappeared',
    },
    {
      title: 'The Women Who Computed the Stars',
      subtitle: 'Harvard’s “computers” and the universe they measured',
    },
    {
      title: 'How Tea Changed the Map of the World',
      subtitle: 'Trade routes, wars and a very British obsession',
    },
    {
      title: 'The Year Without a Summer',
      subtitle: '1816, a volcano and the unexpected birth of Frankenstein',
    },
    {
      title: 'What the Romans Ate for Breakfast',
      subtitle: 'Bread, cheese and the surprisingly modern habit of eating on the go',
    },
    {
      title: 'The Printing Press Was Also a Misinformation Machine',
      subtitle: 'Every new medium has a difficult adolescence',
    },
    {
      title: 'The Longitude Problem',
      subtitle: 'How a carpenter’s clock solved a puzzle that had defeated astronomers',
    },
    { title: 'Lost Cities of the Silk Road', subtitle: 'Sand, trade and the towns that history forgot' },
    {
      title: 'Why Medieval Maps Put Jerusalem at the Centre',
      subtitle: 'Maps were never only about getting somewhere',
    },
    { title: 'The Great Stink of 1858', subtitle: 'How a hot summer and a smelly river built modern London' },
    {
      title: 'The Letters That Crossed the Atlantic',
      subtitle: 'Love, business and gossip in the age of sail',
    },
    {
      title: 'How the Plague Changed Work Forever',
      subtitle: 'Fewer workers, higher wages and a shaken social order',
    },
    {
      title: 'The Forgotten Women of the Telegraph',
      subtitle: 'Operators, codes and the first networked workplace',
    },
    {
      title: 'A Short History of the Calendar',
      subtitle: 'Popes, astronomers and the days that disappeared',
    },
    {
      title: 'Why Medieval Monks Wrote in the Margins',
      subtitle: 'Doodles, complaints and jokes in the manuscripts',
    },
    { title: 'The Canals That Built a Nation', subtitle: 'Water, coal and the engineers who dug the future' },
  ],
  subjects: [
    'the Silk Road',
    'medieval medicine',
    'ancient Rome',
    'the Industrial Revolution',
    'lost libraries',
    'maritime navigation',
    'the printing press',
    'Byzantium',
  ],
  intros: [
    'We like history to happen in moments: a fire, a battle, a signature. The truth is usually slower and more interesting, a long chain of small decisions that only look like an event from a distance.',
    'In the summer of 1858, the smell of the River Thames became so overwhelming that Parliament considered moving out of London. Instead, it finally paid for a sewer.',
    'In 1816, snow fell in New England in June. Crops failed across Europe, food riots broke out and a group of bored writers, trapped indoors by the rain near Geneva, started telling ghost stories.',
    'The most important people in many histories appear only in footnotes. This is an attempt to move a few of them up the page.',
    'For most of human history, a ship out of sight of land had no reliable way to know how far east or west it was. Thousands of sailors died because of a missing measurement.',
  ],
  sections: [
    {
      heading: 'A slow disappearance',
      paragraphs: [
        'The famous image of the Library of Alexandria going up in flames in a single night is mostly myth. The library declined over centuries, through budget cuts, political purges and neglect.',
        'Julius Caesar’s fire in 48 BC probably destroyed warehouses of books near the harbour. The institution survived, weakened, for generations afterwards, as scholars left and funding dried up.',
        'It is a less dramatic story, and a more uncomfortable one. Knowledge is rarely lost in a blaze. It is lost when **nobody pays to keep it**.',
      ],
    },
    {
      heading: 'The human computers',
      paragraphs: [
        'At the Harvard College Observatory in the late nineteenth century, a team of women was hired to analyse photographic plates of the night sky. They were paid less than clerks.',
        'Henrietta Swan Leavitt, studying variable stars, discovered the relationship between their brightness and their period. It became a measuring stick for the universe, and let astronomers prove that galaxies lie far beyond our own.',
        'Annie Jump Cannon classified around three hundred and fifty thousand stars by hand. The system she refined is still taught in astronomy classes today.',
      ],
    },
    {
      heading: 'A clock at sea',
      paragraphs: [
        'Latitude can be found from the height of the sun at noon. Longitude needs time: if you know the time at home and the local time aboard, the difference tells you how far you have travelled east or west.',
        'John Harrison, a self-taught carpenter, spent decades building clocks that could keep accurate time on a rolling ship. The scientific establishment was sceptical. His fourth clock, **H4**, proved them wrong.',
      ],
    },
    {
      heading: 'Sewers and cholera',
      paragraphs: [
        'Victorian London emptied its waste directly into the Thames, the same river many people drank from. Cholera outbreaks killed tens of thousands, and most doctors blamed *bad air*.',
        '[John Snow’s map](https://en.wikipedia.org/wiki/1854_Broad_Street_cholera_outbreak) of cases around a single water pump on Broad Street pointed to the water instead. It took years, and a very smelly summer, for the city to act on the evidence.',
        'Joseph Bazalgette’s sewer network, built in the following decade, still carries much of London’s waste today. He famously doubled the pipe sizes, just in case. It was a good guess.',
      ],
    },
    {
      heading: 'Every new medium',
      paragraphs: [
        'Within a few decades of Gutenberg, presses across Europe were printing sensational pamphlets about witches, monsters and conspiracies. Some of them sold far better than Bibles.',
        'The same technology spread scientific knowledge and wild rumours at the same speed. Societies took generations to build the habits and institutions needed to tell the two apart.',
      ],
    },
    {
      heading: 'Maps as arguments',
      paragraphs: [
        'The [Hereford Mappa Mundi](https://www.themappamundi.co.uk/) is almost useless for navigation, and was never meant for it. It is a map of belief, with Jerusalem at its centre and paradise at the top.',
        'Every map makes choices about what to include, what to leave out and what to put in the middle. Medieval mapmakers were simply more honest about it than we tend to be.',
      ],
    },
  ],
  lists: [
    {
      lead: 'A short timeline of the longitude problem:',
      ordered: true,
      items: [
        '1707: four warships are wrecked off the Isles of Scilly',
        '1714: Parliament offers a prize for a practical solution',
        '1761: Harrison’s H4 is tested on a voyage to Jamaica',
        '1773: Harrison is finally rewarded, at the age of eighty',
      ],
    },
    {
      lead: 'Where to start reading:',
      ordered: false,
      items: [
        '*Longitude* by Dava Sobel',
        '*The Glass Universe* by Dava Sobel',
        '*The Ghost Map* by Steven Johnson',
        '*The Silk Roads* by Peter Frankopan',
      ],
    },
    {
      lead: 'What the Romans commonly ate in the morning:',
      ordered: false,
      items: [
        'Bread dipped in wine or olive oil',
        'Cheese, olives and dried fruit',
        'Leftovers from the previous evening',
        'A quick snack from a street counter on the way to work',
      ],
    },
  ],
  quotes: [
    'History does not repeat itself, but it often rhymes, and the rhymes are worth learning to hear.',
    'The past is not dead. It is not even past; it is in our sewers, our maps and our calendars.',
    'Every archive is a record of what someone thought worth keeping.',
    'Great discoveries are often made by people nobody thought to invite.',
  ],
  closings: [
    'The next time you turn on a tap or check a map, spare a thought for the people who made it ordinary. Most of them never imagined we would forget them so completely.',
    'History is not a list of dates. It is a conversation with people who cannot answer back, so we owe it to them to listen carefully.',
    'There is always more to the story. If you know a part I have missed, please add it in a response.',
  ],
  captions: [
    'A detail from a nineteenth-century engraving.',
    'The route of a caravan, traced from surviving records.',
    'A page of handwritten observations from the archive.',
    'A reconstruction of the clock’s inner mechanism.',
  ],
};
