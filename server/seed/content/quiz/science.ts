import type { SeedCategory } from './types';

export const science: SeedCategory = {
  slug: 'science',
  name: 'Science',
  icon: '🔬',
  description: 'Atoms, forces, cells and living things.',
  subcategories: [
    {
      slug: 'physics-and-chemistry',
      name: 'Physics & Chemistry',
      levels: [
        // Level 1
        [
          {
            question: 'What is the chemical formula for water?',
            options: ['H2O', 'CO2', 'O2', 'H2O2'],
            answer: 0,
            note: 'Each water molecule has two hydrogen atoms and one oxygen atom.',
          },
          {
            question: 'At sea level, at what temperature in degrees Celsius does water boil?',
            options: ['90', '120', '212', '100'],
            answer: 3,
            note: 'Water boils at 100 degrees Celsius at standard sea-level pressure.',
          },
          {
            question: 'Which force pulls objects toward the ground on Earth?',
            options: ['Magnetism', 'Gravity', 'Friction', 'Tension'],
            answer: 1,
            note: "Gravity attracts objects toward the Earth's center.",
          },
          {
            question: 'What is the chemical symbol for gold?',
            options: ['Ag', 'Au', 'Go', 'Gd'],
            answer: 1,
            note: 'The symbol Au comes from "aurum", the Latin word for gold.',
          },
          {
            question: 'Which state of matter keeps a fixed shape of its own?',
            options: ['Solid', 'Liquid', 'Gas', 'Plasma'],
            answer: 0,
            note: 'The particles in a solid are held in place, so it keeps its shape.',
          },
          {
            question: 'What is the closest star to Earth?',
            options: ['Proxima Centauri', 'Sirius', 'Polaris', 'The Sun'],
            answer: 3,
            note: 'The Sun is a star and is far closer to Earth than any other star.',
          },
          {
            question: 'What is a material that lets electricity flow through it easily called?',
            options: ['Insulator', 'Absorber', 'Conductor', 'Reflector'],
            answer: 2,
            note: 'Conductors such as copper allow electric current to flow easily.',
          },
        ],
        // Level 2
        [
          {
            question: "Which gas makes up most of Earth's atmosphere?",
            options: ['Nitrogen', 'Oxygen', 'Carbon dioxide', 'Argon'],
            answer: 0,
            note: "Nitrogen makes up about 78 percent of Earth's atmosphere.",
          },
          {
            question: 'What is the SI unit of force?',
            options: ['Newton', 'Joule', 'Watt', 'Pascal'],
            answer: 0,
            note: 'The newton is named after Isaac Newton.',
          },
          {
            question: 'What is the pH of pure water at 25 degrees Celsius?',
            options: ['0', '5', '7', '14'],
            answer: 2,
            note: 'Pure water at 25 degrees Celsius is neutral, with a pH of 7.',
          },
          {
            question: 'Which subatomic particle carries a negative electric charge?',
            options: ['Proton', 'Electron', 'Neutron', 'Photon'],
            answer: 1,
            note: 'Electrons are negatively charged, while protons are positive.',
          },
          {
            question: 'Roughly how fast does light travel in a vacuum?',
            options: ['About 30,000 km per second', 'About 3,000 km per second', 'About 300,000 km per second', 'About 3 million km per second'],
            answer: 2,
            note: 'Light travels at about 299,792 kilometers per second in a vacuum.',
          },
          {
            question: 'Which element has the atomic number 1?',
            options: ['Helium', 'Hydrogen', 'Oxygen', 'Carbon'],
            answer: 1,
            note: 'Hydrogen has one proton in its nucleus, giving it atomic number 1.',
          },
          {
            question: 'What kind of energy is stored in a stretched rubber band?',
            options: ['Kinetic energy', 'Thermal energy', 'Nuclear energy', 'Elastic potential energy'],
            answer: 3,
            note: 'Stretching a rubber band stores elastic potential energy.',
          },
        ],
        // Level 3
        [
          {
            question: 'Which element has the chemical symbol "K"?',
            options: ['Krypton', 'Potassium', 'Calcium', 'Phosphorus'],
            answer: 1,
            note: 'The symbol K comes from "kalium", the Latin name for potassium.',
          },
          {
            question: 'What is a temperature of 0 kelvin usually called?',
            options: ['Triple point', 'Freezing point', 'Critical point', 'Absolute zero'],
            answer: 3,
            note: 'Zero kelvin, about -273.15 degrees Celsius, is absolute zero.',
          },
          {
            question: 'Who set out three famous laws of motion in a book published in 1687?',
            options: ['Galileo Galilei', 'Johannes Kepler', 'Albert Einstein', 'Isaac Newton'],
            answer: 3,
            note: 'Newton published his laws of motion in the "Principia" in 1687.',
          },
          {
            question: "Which noble gas is the most abundant in Earth's atmosphere?",
            options: ['Argon', 'Neon', 'Helium', 'Krypton'],
            answer: 0,
            note: "Argon makes up a little under 1 percent of Earth's atmosphere.",
          },
          {
            question: 'What is the SI unit of electrical resistance?',
            options: ['Volt', 'Ampere', 'Ohm', 'Coulomb'],
            answer: 2,
            note: 'The ohm is named after the German physicist Georg Ohm.',
          },
          {
            question: 'Which of these metals is a liquid at room temperature?',
            options: ['Tin', 'Sodium', 'Mercury', 'Lead'],
            answer: 2,
            note: 'Mercury melts at about -39 degrees Celsius, so it is liquid at room temperature.',
          },
          {
            question: "Which value is closest to Avogadro's number?",
            options: ['3.00 x 10^8', '6.02 x 10^23', '9.81 x 10^2', '1.60 x 10^-19'],
            answer: 1,
            note: "Avogadro's number, about 6.022 x 10^23, is the number of particles in one mole.",
          },
        ],
      ],
    },
    {
      slug: 'life-sciences',
      name: 'Life Sciences',
      levels: [
        // Level 1
        [
          {
            question: 'Which gas do plants take in from the air to make their food?',
            options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
            answer: 1,
            note: 'Plants use carbon dioxide, water and light to make sugar in photosynthesis.',
          },
          {
            question: 'Which organ pumps blood around the human body?',
            options: ['Lungs', 'Liver', 'Kidneys', 'Heart'],
            answer: 3,
            note: 'The heart is a muscle that pumps blood through the blood vessels.',
          },
          {
            question: 'A tadpole grows up to become which animal?',
            options: ['Fish', 'Lizard', 'Frog', 'Snake'],
            answer: 2,
            note: 'Tadpoles are the larvae of frogs and toads.',
          },
          {
            question: 'What is the largest animal living on Earth today?',
            options: ['African elephant', 'Giraffe', 'Blue whale', 'Sperm whale'],
            answer: 2,
            note: 'Blue whales can grow to around 30 meters long.',
          },
          {
            question: 'Which part of a plant usually takes in water from the soil?',
            options: ['Roots', 'Leaves', 'Flowers', 'Stem'],
            answer: 0,
            note: 'Roots absorb water and minerals from the soil.',
          },
          {
            question: 'What do herbivores eat?',
            options: ['Meat', 'Only insects', 'Only fish', 'Plants'],
            answer: 3,
            note: 'Herbivores are animals that feed on plants.',
          },
          {
            question: 'Which of the five senses mainly uses the nose?',
            options: ['Smell', 'Taste', 'Hearing', 'Touch'],
            answer: 0,
            note: 'Smell receptors in the nose detect odor molecules in the air.',
          },
        ],
        // Level 2
        [
          {
            question: 'How many bones does a typical adult human skeleton have?',
            options: ['186', '206', '226', '306'],
            answer: 1,
            note: 'Babies have more bones, but many fuse to leave 206 in adults.',
          },
          {
            question: 'Which cell structure is known as the "powerhouse of the cell"?',
            options: ['Nucleus', 'Ribosome', 'Mitochondrion', 'Golgi apparatus'],
            answer: 2,
            note: "Mitochondria produce most of the cell's usable energy as ATP.",
          },
          {
            question: 'Which is the only mammal capable of true powered flight?',
            options: ['Flying squirrel', 'Bat', 'Sugar glider', 'Colugo'],
            answer: 1,
            note: 'Other so-called flying mammals glide, but bats flap their wings to fly.',
          },
          {
            question: 'Which molecule carries genetic information in most living things?',
            options: ['DNA', 'ATP', 'Glucose', 'Hemoglobin'],
            answer: 0,
            note: 'DNA stores the genetic instructions used by living organisms.',
          },
          {
            question: 'Which blood cells help the body fight infections?',
            options: ['Red blood cells', 'Platelets', 'Fat cells', 'White blood cells'],
            answer: 3,
            note: 'White blood cells are part of the immune system.',
          },
          {
            question: 'What is the largest organ of the human body?',
            options: ['Skin', 'Liver', 'Brain', 'Lungs'],
            answer: 0,
            note: "The skin is usually considered the body's largest organ.",
          },
          {
            question: 'Which pigment gives plants their green color?',
            options: ['Melanin', 'Carotene', 'Hemoglobin', 'Chlorophyll'],
            answer: 3,
            note: 'Chlorophyll absorbs light for photosynthesis and reflects green light.',
          },
        ],
        // Level 3
        [
          {
            question: 'Who published the theory of evolution by natural selection in 1859?',
            options: ['Gregor Mendel', 'Charles Darwin', 'Louis Pasteur', 'Alfred Wegener'],
            answer: 1,
            note: 'Darwin set out the theory in "On the Origin of Species" in 1859.',
          },
          {
            question: 'How many chromosomes are in a typical human body cell?',
            options: ['23', '44', '46', '48'],
            answer: 2,
            note: 'Human body cells usually have 23 pairs, or 46 chromosomes.',
          },
          {
            question: 'What process divides a cell into two genetically identical daughter cells?',
            options: ['Meiosis', 'Osmosis', 'Mitosis', 'Fermentation'],
            answer: 2,
            note: 'Mitosis produces two identical cells, while meiosis produces sex cells.',
          },
          {
            question: 'Which part of the brain mainly controls balance and coordination?',
            options: ['Cerebrum', 'Cerebellum', 'Medulla', 'Hypothalamus'],
            answer: 1,
            note: 'The cerebellum sits at the back of the brain and coordinates movement.',
          },
          {
            question: 'In which organelle does photosynthesis take place in plant cells?',
            options: ['Mitochondrion', 'Vacuole', 'Nucleus', 'Chloroplast'],
            answer: 3,
            note: 'Chloroplasts contain chlorophyll and carry out photosynthesis.',
          },
          {
            question: 'Which base is found in RNA but not in DNA?',
            options: ['Uracil', 'Thymine', 'Adenine', 'Guanine'],
            answer: 0,
            note: 'RNA uses uracil in place of the thymine found in DNA.',
          },
          {
            question: 'Who discovered penicillin in 1928?',
            options: ['Alexander Fleming', 'Louis Pasteur', 'Joseph Lister', 'Edward Jenner'],
            answer: 0,
            note: 'Fleming noticed that a mold was killing bacteria in one of his dishes.',
          },
        ],
      ],
    },
  ],
};
