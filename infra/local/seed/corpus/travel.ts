import type { TopicCorpus } from './types.ts';

export const travel: TopicCorpus = {
  key: 'travel',
  tags: ['travel', 'photography', 'food', 'culture'],
  titles: [
    {
      title: 'Slow Travel Through the Norwegian Fjords',
      subtitle: 'Ferries, fishing villages and the art of staying longer than planned',
    },
    {
      title: 'Getting Lost in Kyoto on Purpose',
      subtitle: 'Leave the map in your pocket and follow the side streets',
    },
    { title: 'The Night Train From Vienna to Venice', subtitle: 'Why I will never fly this route again' },
    {
      title: 'What I Packed for Six Months in One Bag',
      subtitle: 'And the three things I wish I had left behind',
    },
    {
      title: 'Lisbon Beyond the Postcards',
      subtitle: 'Tiles, trams and the neighbourhoods the tour buses miss',
    },
    { title: 'Eating My Way Through Oaxaca', subtitle: 'Seven moles, one market and a lesson in patience' },
    {
      title: 'Walking the Camino Alone',
      subtitle: 'Eight hundred kilometres, two blisters and a lot of strangers who became friends',
    },
    {
      title: 'The Case for Travelling Off-Season',
      subtitle: 'Empty beaches, honest prices and locals with time to talk',
    },
    {
      title: 'A Week Without Wi-Fi in the Scottish Highlands',
      subtitle: 'What I noticed when there was nothing to scroll',
    },
    {
      title: 'Learning to Travel Badly',
      subtitle: 'Missed connections, wrong turns and the best days of every trip',
    },
    {
      title: 'Three Days on a Greek Island With No Plans',
      subtitle: 'Ferries, figs and the art of doing nothing well',
    },
    {
      title: 'The Mountain Huts of the Dolomites',
      subtitle: 'Hiking from bed to bed, one strudel at a time',
    },
    {
      title: 'Cycling the Danube From Passau to Vienna',
      subtitle: 'Flat roads, good bakeries and a river for company',
    },
    { title: 'A Rainy Week in Edinburgh', subtitle: 'Closes, bookshops and whisky by the fire' },
    { title: 'Markets of Marrakech, Slowly', subtitle: 'Spices, bargaining and mint tea with strangers' },
    {
      title: 'Crossing Canada by Train',
      subtitle: 'Four nights, three time zones and a dome car full of snow',
    },
    { title: 'Hanoi at Dawn', subtitle: 'Tai chi by the lake and the best breakfast of my life' },
    {
      title: 'How I Plan a Trip Without Overplanning It',
      subtitle: 'One anchor per day and room for surprises',
    },
  ],
  subjects: [
    'night trains',
    'solo travel',
    'street food',
    'hiking huts',
    'island hopping',
    'travel photography',
    'Iceland',
    'the Balkans',
  ],
  intros: [
    'The ferry left Bergen at seven in the morning, in a drizzle so fine it seemed to hang in the air rather than fall. I had booked three days in the fjords. I stayed for eleven.',
    'There is a moment on every good trip when the plan falls apart and something better takes its place. In Kyoto, that moment came when my phone died at the top of a hill.',
    'I used to travel like I was collecting places: three cities in four days, a photograph at every landmark, and a vague sense of having been nowhere at all.',
    'The night train pulled out of Vienna at a quarter to ten. By the time I woke, the Alps were sliding past the window, pink in the first light, and someone was knocking with coffee.',
    'Everything I owned for six months fit into a thirty-eight-litre backpack. It was the lightest I have ever felt, in every sense.',
  ],
  sections: [
    {
      heading: 'Arriving slowly',
      paragraphs: [
        'Flying compresses distance into a few hours of recycled air. Arriving by train or boat gives you the landscape in between, and with it a sense of where you actually are.',
        'On the coastal ferry, villages appeared one at a time: a red boathouse, a white church, a single road climbing away from the water. Each stop lasted ten minutes, long enough to watch crates of fish being unloaded.',
        'By the third day, I had stopped checking the time. The ferry would arrive when it arrived, and the fjord was **not in a hurry**.',
      ],
    },
    {
      heading: 'Getting lost on purpose',
      paragraphs: [
        'With a dead phone and no map, I had to do something I had not done in years: ask people for directions. An elderly man walked me three streets out of his way and then insisted on showing me his favourite temple.',
        'It was small, empty and entirely missing from my guidebook. We sat on the steps for half an hour. I still do not know his name.',
        'Now I leave one afternoon of every trip completely unplanned. It is almost always the part I remember best.',
      ],
    },
    {
      heading: 'Eat where the queue is local',
      paragraphs: [
        'The best meal of my trip cost less than a coffee at the airport. It came from a woman with a single comal at the edge of the market, and the queue in front of her was entirely people on their lunch break.',
        'A simple rule has never failed me: if the menu is translated into five languages, keep walking. If there is no menu at all and everyone is eating the same thing, **sit down**.',
      ],
    },
    {
      heading: 'Packing less',
      paragraphs: [
        'Every item you pack is something you have to carry, guard and repack. After the first month, I posted home a quarter of my bag and never missed any of it.',
        'Merino wool, a light rain shell and a pair of shoes good enough for both hiking and dinner covered almost every situation. Everything else could be bought, borrowed or done without.',
      ],
    },
    {
      heading: 'The off-season',
      paragraphs: [
        'In August the village has three thousand visitors a day. In November it has perhaps thirty, and the café owner has time to tell you about her grandfather’s fishing boat.',
        'Yes, some things are closed and the weather is a gamble. But the prices are honest, the trails are empty, and you see a place as the people who live there see it.',
      ],
    },
    {
      heading: 'Travelling alone',
      paragraphs: [
        'Solo travel is lonelier than the photographs suggest, especially in the evenings. It is also the fastest way I know to meet people, because you are never inside a bubble of your own company.',
        'On the [Camino](https://en.wikipedia.org/wiki/Camino_de_Santiago), I walked with a retired Dutch engineer for three days, a Korean student for two, and a Brazilian chef for most of a week. We had almost nothing in common except the road.',
      ],
    },
  ],
  lists: [
    {
      lead: 'What went into the one bag:',
      ordered: false,
      items: [
        'Three merino T-shirts and one long-sleeved layer',
        'A packable rain jacket',
        'One pair of trail shoes, one pair of sandals',
        'A small first-aid kit and a paperback to trade',
      ],
    },
    {
      lead: 'My rules for a slower trip:',
      ordered: true,
      items: [
        'At least three nights in every place',
        'One unplanned afternoon per week',
        'Overland whenever the journey is under eight hours',
        'Learn ten words of the local language before arriving',
      ],
    },
    {
      lead: 'Things I will never travel without again:',
      ordered: false,
      items: [
        'A universal sink plug',
        'A paper copy of my passport',
        'Earplugs for night trains',
        'A notebook, because photographs forget the smells',
      ],
    },
  ],
  quotes: [
    'The journey is not the gap between destinations. It is the part you remember.',
    'Travel slowly enough to be bored, and the place will start to talk to you.',
    'The best souvenir is a changed opinion.',
    'Every wrong turn is just a route nobody else took.',
  ],
  closings: [
    'I came home with fewer photographs than usual and far more stories. That seems like the right trade.',
    'If you go, stay longer than you planned. The place will be there tomorrow, and it will be different.',
    'The ferry still runs every morning at seven. I think about it more than I would like to admit.',
  ],
  captions: [
    'Morning light over the water, somewhere between stops.',
    'The market at nine in the morning, already loud.',
    'Everything I carried for six months, laid out on a hostel floor.',
    'The view from the last climb of the day.',
  ],
};
