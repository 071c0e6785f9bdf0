import type { SeedCategory } from './types';

export const history: SeedCategory = {
  slug: 'history',
  name: 'History',
  icon: '📜',
  description: 'From ancient empires to the modern age.',
  subcategories: [
    {
      slug: 'ancient-world',
      name: 'Ancient World',
      levels: [
        // Level 1
        [
          {
            question: 'Which ancient civilization built the great pyramids at Giza?',
            options: ['Romans', 'Ancient Egyptians', 'Maya', 'Greeks'],
            answer: 1,
            note: 'The Great Pyramid was built for the pharaoh Khufu around 2560 BC.',
          },
          {
            question: 'What was the main language of the ancient Romans?',
            options: ['Greek', 'Etruscan', 'Aramaic', 'Latin'],
            answer: 3,
            note: 'Latin was the language of Rome and the root of the Romance languages.',
          },
          {
            question: 'In which city was the Colosseum built?',
            options: ['Athens', 'Alexandria', 'Rome', 'Carthage'],
            answer: 2,
            note: 'The Colosseum in Rome was completed in AD 80.',
          },
          {
            question: 'What title was given to the rulers of ancient Egypt?',
            options: ['Pharaoh', 'Emperor', 'Sultan', 'Tsar'],
            answer: 0,
            note: 'Ancient Egyptian kings are known today as pharaohs.',
          },
          {
            question: 'Which ancient Greek city-state was famous for its tough military training?',
            options: ['Athens', 'Sparta', 'Corinth', 'Thebes'],
            answer: 1,
            note: 'Spartan boys began military training at about the age of seven.',
          },
          {
            question: 'Which long series of walls was built in China to guard against northern invaders?',
            options: ['The Forbidden City', 'The Terracotta Army', 'The Grand Canal', 'The Great Wall'],
            answer: 3,
            note: 'The Great Wall was built and rebuilt over many centuries.',
          },
          {
            question: 'Which Macedonian king built a vast empire in the 4th century BC?',
            options: ['Alexander the Great', 'Julius Caesar', 'Hannibal', 'Ramses II'],
            answer: 0,
            note: "Alexander's empire stretched from Greece to northwestern India.",
          },
        ],
        // Level 2
        [
          {
            question: 'Which writing system was developed in ancient Mesopotamia?',
            options: ['Hieroglyphs', 'Cuneiform', 'Linear B', 'Runes'],
            answer: 1,
            note: 'Cuneiform was made by pressing wedge-shaped marks into clay tablets.',
          },
          {
            question: 'Who was the first Roman emperor?',
            options: ['Julius Caesar', 'Nero', 'Augustus', 'Caligula'],
            answer: 2,
            note: 'Augustus became the first emperor of Rome in 27 BC.',
          },
          {
            question: 'Which Carthaginian general crossed the Alps with war elephants?',
            options: ['Hamilcar', 'Hannibal', 'Hasdrubal', 'Scipio'],
            answer: 1,
            note: 'Hannibal crossed the Alps to invade Italy in 218 BC.',
          },
          {
            question: 'Which volcano buried the Roman town of Pompeii in AD 79?',
            options: ['Mount Etna', 'Stromboli', 'Mount Olympus', 'Mount Vesuvius'],
            answer: 3,
            note: 'The eruption of Vesuvius preserved Pompeii under thick layers of ash.',
          },
          {
            question: 'Whose nearly intact tomb did Howard Carter discover in 1922?',
            options: ['Tutankhamun', 'Ramses II', 'Akhenaten', 'Khufu'],
            answer: 0,
            note: "Tutankhamun's tomb in the Valley of the Kings held thousands of objects.",
          },
          {
            question: 'Which civilization built Machu Picchu?',
            options: ['Aztec', 'Maya', 'Inca', 'Olmec'],
            answer: 2,
            note: 'Machu Picchu was built by the Inca in the 15th century.',
          },
          {
            question: 'Which Greek city-state is famous for developing an early form of democracy?',
            options: ['Athens', 'Sparta', 'Corinth', 'Argos'],
            answer: 0,
            note: 'Athens introduced democratic reforms around 508 BC.',
          },
        ],
        // Level 3
        [
          {
            question: "Which Persian king's fleet was defeated by the Greeks at Salamis in 480 BC?",
            options: ['Darius I', 'Xerxes I', 'Cyrus the Great', 'Artaxerxes I'],
            answer: 1,
            note: "The Greek victory at Salamis halted Xerxes' invasion of Greece.",
          },
          {
            question: 'Which inscribed stone helped scholars decipher Egyptian hieroglyphs?',
            options: ['Behistun Inscription', 'Moabite Stone', 'Rosetta Stone', 'Palermo Stone'],
            answer: 2,
            note: 'The Rosetta Stone repeats one decree in hieroglyphic, Demotic and Greek.',
          },
          {
            question: 'Which Babylonian king is known for one of the earliest written law codes?',
            options: ['Nebuchadnezzar II', 'Sargon of Akkad', 'Hammurabi', 'Ashurbanipal'],
            answer: 2,
            note: 'The Code of Hammurabi dates to around 1750 BC.',
          },
          {
            question: 'At the Battle of Actium in 31 BC, Octavian defeated which allied pair?',
            options: ['Mark Antony and Cleopatra', 'Brutus and Cassius', 'Pompey and Crassus', 'Hannibal and Hasdrubal'],
            answer: 0,
            note: 'Victory at Actium left Octavian as the sole ruler of the Roman world.',
          },
          {
            question: 'Which Indian emperor turned to Buddhism after the bloody Kalinga War?',
            options: ['Chandragupta Maurya', 'Akbar', 'Harsha', 'Ashoka'],
            answer: 3,
            note: 'Ashoka of the Maurya Empire spread Buddhist ideas through his edicts.',
          },
          {
            question: 'What is the name of the ancient trade network linking China with the Mediterranean?',
            options: ['Amber Road', 'Silk Road', 'Royal Road', 'Appian Way'],
            answer: 1,
            note: 'The Silk Road carried silk, spices, ideas and religions between East and West.',
          },
          {
            question: 'Which Chinese dynasty was founded by the first emperor, Qin Shi Huang?',
            options: ['Han', 'Zhou', 'Tang', 'Qin'],
            answer: 3,
            note: 'Qin Shi Huang unified China in 221 BC and founded the Qin dynasty.',
          },
        ],
      ],
    },
    {
      slug: 'modern-history',
      name: 'Modern History',
      levels: [
        // Level 1
        [
          {
            question: 'In which year did World War II end?',
            options: ['1945', '1939', '1918', '1950'],
            answer: 0,
            note: 'World War II ended in 1945 with the surrender of Germany and then Japan.',
          },
          {
            question: 'Who was the first President of the United States?',
            options: ['Thomas Jefferson', 'Abraham Lincoln', 'George Washington', 'John Adams'],
            answer: 2,
            note: 'George Washington took office as president in 1789.',
          },
          {
            question: 'In which year did humans first land on the Moon?',
            options: ['1959', '1972', '1965', '1969'],
            answer: 3,
            note: 'Apollo 11 landed on the Moon in July 1969.',
          },
          {
            question: 'Which city was divided by a wall from 1961 to 1989?',
            options: ['Vienna', 'Berlin', 'Warsaw', 'Prague'],
            answer: 1,
            note: 'The Berlin Wall separated East and West Berlin until 1989.',
          },
          {
            question: 'Which ship sank on its first voyage in 1912 after hitting an iceberg?',
            options: ['Lusitania', 'Britannic', 'Olympic', 'Titanic'],
            answer: 3,
            note: 'The Titanic sank in the North Atlantic in April 1912.',
          },
          {
            question: 'Who was the British prime minister for most of World War II?',
            options: ['Winston Churchill', 'Neville Chamberlain', 'Clement Attlee', 'David Lloyd George'],
            answer: 0,
            note: "Churchill led Britain's government from 1940 to 1945.",
          },
          {
            question: 'Who gave the famous "I Have a Dream" speech in 1963?',
            options: ['Malcolm X', 'Nelson Mandela', 'Martin Luther King Jr.', 'Rosa Parks'],
            answer: 2,
            note: 'King delivered the speech at the March on Washington in August 1963.',
          },
        ],
        // Level 2
        [
          {
            question: 'In which year did World War I begin?',
            options: ['1912', '1916', '1914', '1918'],
            answer: 2,
            note: 'World War I began in 1914 and ended in 1918.',
          },
          {
            question: "Which 1789 event is commemorated by France's national day on 14 July?",
            options: ['The storming of the Bastille', 'The Battle of Waterloo', 'The coronation of Napoleon', 'The execution of Louis XVI'],
            answer: 0,
            note: 'Crowds stormed the Bastille prison in Paris on 14 July 1789.',
          },
          {
            question: 'Who was the first person to walk on the Moon?',
            options: ['Buzz Aldrin', 'Neil Armstrong', 'Yuri Gagarin', 'Michael Collins'],
            answer: 1,
            note: 'Neil Armstrong stepped onto the Moon on 20 July 1969.',
          },
          {
            question: 'Which country gave the Statue of Liberty to the United States?',
            options: ['United Kingdom', 'Spain', 'Italy', 'France'],
            answer: 3,
            note: 'The statue was a gift from the people of France, dedicated in 1886.',
          },
          {
            question: "Who became South Africa's first democratically elected president in 1994?",
            options: ['F. W. de Klerk', 'Nelson Mandela', 'Desmond Tutu', 'Thabo Mbeki'],
            answer: 1,
            note: "Mandela became president after South Africa's first fully democratic election.",
          },
          {
            question: 'In which year did the Soviet Union dissolve?',
            options: ['1989', '1985', '1993', '1991'],
            answer: 3,
            note: 'The Soviet Union formally dissolved in December 1991.',
          },
          {
            question: "Which 1815 battle brought about Napoleon's final defeat?",
            options: ['Waterloo', 'Austerlitz', 'Trafalgar', 'Leipzig'],
            answer: 0,
            note: 'Napoleon was defeated at Waterloo, in present-day Belgium, in June 1815.',
          },
        ],
        // Level 3
        [
          {
            question: 'Which 1919 treaty formally ended World War I between Germany and the Allies?',
            options: ['Treaty of Versailles', 'Treaty of Paris', 'Treaty of Ghent', 'Treaty of Westphalia'],
            answer: 0,
            note: 'The Treaty of Versailles was signed on 28 June 1919.',
          },
          {
            question: 'Whose assassination in Sarajevo in 1914 helped trigger World War I?',
            options: ['Tsar Nicholas II', 'Kaiser Wilhelm II', 'Emperor Franz Joseph', 'Archduke Franz Ferdinand'],
            answer: 3,
            note: "Franz Ferdinand, heir to Austria-Hungary's throne, was shot in June 1914.",
          },
          {
            question: 'Which 1962 confrontation brought the USA and the USSR close to nuclear war?',
            options: ['Berlin Blockade', 'Suez Crisis', 'Cuban Missile Crisis', 'Korean War'],
            answer: 2,
            note: 'The crisis began when Soviet missiles were discovered in Cuba in October 1962.',
          },
          {
            question: 'In which year did India gain independence from British rule?',
            options: ['1945', '1950', '1947', '1935'],
            answer: 2,
            note: 'India became independent on 15 August 1947.',
          },
          {
            question: 'Who was the first human to travel into space?',
            options: ['Alan Shepard', 'Yuri Gagarin', 'John Glenn', 'Valentina Tereshkova'],
            answer: 1,
            note: 'Soviet cosmonaut Yuri Gagarin orbited Earth on 12 April 1961.',
          },
          {
            question: 'James Watt is best known for improving which machine?',
            options: ['The steam engine', 'The spinning jenny', 'The telegraph', 'The cotton gin'],
            answer: 0,
            note: "Watt's separate condenser made steam engines far more efficient.",
          },
          {
            question: 'What was the 1948-1949 operation to supply West Berlin by air called?',
            options: ['Operation Overlord', 'Berlin Airlift', 'Marshall Plan', 'Operation Barbarossa'],
            answer: 1,
            note: 'Allied aircraft flew in food and fuel while the Soviets blocked land routes.',
          },
        ],
      ],
    },
  ],
};
