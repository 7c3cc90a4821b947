import type { Industry } from '@kakyere/contract';

/**
 * The words a parliamentary editor would index each industry under: sector terms, the agencies and
 * programmes that run it (Ghanaian ones by name and acronym: COCOBOD, GETFund, NHIS, ECG, NADMO),
 * the subjects of its bills. Weighted 3 (unambiguous: "cocoa", "hospital"), 2 (usually: "tax",
 * "school") or 1 (only with company: "revenue", "offence"). Lower case, hyphens as spaces; a plural
 * is added for every term that does not end in "s" ("journalist" finds "journalists").
 * Deliberately absent or weak: words the House uses for its own procedure ("order", "committee",
 * "power of the House"), words with a common second sense ("waste of time", "in defence of",
 * "the Houses", "strike out", "import of the clause", "goods and services"), and any word chosen
 * because one labelled sitting used it. ("Tariff" alone is weak: electricity and water have tariffs too.)
 */
export const INDUSTRY_LEXICON: Record<Industry, Record<string, number>> = {
  Agriculture: {
    agriculture: 3, agricultural: 3, agric: 3, agribusiness: 3, 'agro processing': 3, farmer: 3, farmers: 3, farming: 3,
    farm: 2, farms: 2, farmland: 3, smallholder: 3, crop: 2, crops: 2, harvest: 2, 'post harvest': 3, cocoa: 3, cocobod: 3,
    'cocoa board': 3, 'licensed buying companies': 3, coffee: 2, cashew: 3, shea: 3, maize: 3, rice: 2, yam: 2, cassava: 3,
    sorghum: 3, millet: 3, groundnuts: 3, soya: 3, plantain: 2, 'oil palm': 3, cotton: 2, horticulture: 3, livestock: 3,
    cattle: 3, poultry: 3, fisheries: 3, fishermen: 3, fisherfolk: 3, fishing: 2, aquaculture: 3,
    irrigation: 3, fertiliser: 3, fertilizer: 3, fertilisers: 3, fertilizers: 3, pesticides: 2,
    tractor: 3, tractors: 3, 'extension officers': 3, veterinary: 3, 'food security': 3, 'food production': 3,
    'food and agriculture': 3, plantation: 2, 'planting for food and jobs': 3,
  },
  Education: {
    education: 2, educational: 2, school: 3, schools: 3, teacher: 3, teachers: 3, 'head teacher': 3, headmaster: 3,
    pupils: 3, pupil: 3, learners: 2, learner: 2, students: 2, student: 2, university: 3, universities: 3,
    'colleges of education': 3, 'training colleges': 3, college: 2, colleges: 2, curriculum: 3, syllabus: 3,
    kindergarten: 3, nursery: 2, classroom: 3, classrooms: 3, tertiary: 3, polytechnic: 3, polytechnics: 3,
    'technical and vocational': 3, tvet: 3, 'higher education': 3, 'basic education': 3,
    'early childhood': 2, scholarship: 2, scholarships: 2, 'teacher training': 3, literacy: 2, 'capitation grant': 3,
    getfund: 3, 'ghana education service': 3, waec: 3, bece: 3, wassce: 3, examinations: 2, enrolment: 2,
    lecturers: 3, 'vice chancellor': 3, tuition: 2, 'school feeding': 3, 'junior high': 3, 'senior high': 3, shs: 3,
    jhs: 3, 'basic schools': 3, academic: 2, tutors: 3,
  },
  Healthcare: {
    health: 2, healthcare: 3, 'health care': 3, hospital: 3, hospitals: 3, 'teaching hospital': 3, polyclinic: 3,
    clinic: 3, clinics: 3, 'health centre': 3, 'health center': 3, 'health facility': 3, 'health facilities': 3,
    chps: 3, doctors: 3, doctor: 2, 'medical officers': 3, nurses: 3, nurse: 3, nursing: 3, midwives: 3, midwife: 3,
    'health workers': 3, surgeons: 3, patients: 3, patient: 3, disease: 3, diseases: 3, epidemic: 3, pandemic: 3,
    malaria: 3, hiv: 3, aids: 2, tuberculosis: 3, cholera: 3, ebola: 3, 'covid 19': 3, polio: 3, diabetes: 3,
    hypertension: 3, cancer: 3, onchocerciasis: 3, 'river blindness': 3, 'mental health': 3, psychiatric: 3,
    'public health': 3, maternal: 3, 'infant mortality': 3, 'child mortality': 3, nhis: 3, nhia: 3,
    'national health insurance': 3, 'health insurance': 3, medical: 2, medicine: 3, medicines: 3, pharmacy: 3,
    pharmacists: 3, pharmaceutical: 3, vaccine: 3, vaccines: 3, vaccination: 3, immunisation: 3, immunization: 3,
    injections: 2, surgery: 3, ambulance: 3, ambulances: 3, tobacco: 3, smoking: 3, 'ghana health service': 3,
    'ghana medical association': 3, 'food and drugs': 3,
  },
  Finance: {
    finance: 1, finances: 1, financial: 2, financing: 2, loan: 3, loans: 3, 'loan agreement': 3, 'facility agreement': 3,
    'loan facility': 3, 'credit facility': 3, 'credit agreement': 3, 'trade finance': 3, syndicated: 2, borrowing: 2,
    debt: 3, debts: 3, 'public debt': 3, bond: 2, bonds: 2, eurobond: 3, treasury: 2, tax: 2, taxes: 2, taxation: 3,
    'income tax': 3, 'corporate tax': 3, 'capital gains': 3, 'tax holiday': 3, 'tax exemptions': 3, 'tax exemption': 3,
    'tax waiver': 3, 'tax relief': 3, vat: 3, 'value added tax': 3, levy: 2, levies: 2, excise: 3, 'stamp duty': 3,
    'import duties': 3, 'ghana revenue authority': 3, revenue: 1, revenues: 1, budget: 1,
    appropriation: 2, expenditure: 1, fiscal: 3, bank: 2, banks: 2, banking: 3, 'bank of ghana': 3, 'central bank': 3,
    'reserve bank': 3, 'development bank': 3, microfinance: 3, 'financial institutions': 3, insurance: 3, insurers: 3,
    'stock exchange': 3, 'capital market': 3, 'capital markets': 3, securities: 2, investors: 2, 'interest rate': 3,
    'interest rates': 3, inflation: 2, 'exchange rate': 3, currency: 2, banknotes: 3, cedi: 1, cedis: 1, credit: 1,
    receivables: 2, waiver: 2,
  },
  Technology: {
    technology: 2, technologies: 2, ict: 3, 'information technology': 3, 'information and communication technology': 3,
    'information communication technology': 3, computer: 3, computers: 3, computerisation: 3, computerization: 3,
    computerised: 3, computerized: 3, digital: 2, digitisation: 3, digitalisation: 3, internet: 3, online: 2,
    software: 3, electronic: 2, 'electronic transactions': 3, 'e commerce': 3, 'e government': 3, 'e transactions': 3,
    'data protection': 3, 'personal data': 3, 'data controller': 3, 'data controllers': 3, 'data subject': 3,
    'data centre': 3, database: 2, automated: 3, automation: 3, biometric: 3, cyber: 3, cybercrime: 3,
    cybersecurity: 3, 'artificial intelligence': 3, innovation: 1, 'e zwich': 2,
  },
  Energy: {
    energy: 2, electricity: 3, 'power supply': 3, 'power plant': 3, 'power plants': 3, 'power station': 3,
    'power stations': 3, 'power outages': 3, 'load shedding': 3, dumsor: 3, 'transmission lines': 3, 'national grid': 3,
    ecg: 3, vra: 3, 'volta river authority': 3, 'electricity company': 3, gridco: 3, 'energy commission': 3,
    'electricity tariff': 3, 'utility tariff': 3, oil: 2, 'oil and gas': 3, petroleum: 3, 'crude oil': 3, fuel: 3, fuels: 3, gas: 2,
    'natural gas': 3, 'gas pipeline': 3, pipeline: 2, hydroelectric: 3, hydro: 2, 'renewable energy': 3, renewables: 3,
    solar: 3, 'wind power': 3, nuclear: 2, 'rural electrification': 3, electrification: 3, gnpc: 3, lpg: 3, premix: 3,
    refinery: 3, megawatts: 3, 'bui dam': 2,
  },
  Transportation: {
    transport: 2, transportation: 3, road: 2, roads: 2, highway: 3, highways: 3, 'feeder roads': 3, 'urban roads': 3,
    'road traffic': 3, 'road safety': 3, 'road accidents': 3, traffic: 2, vehicle: 2, vehicles: 2,
    drivers: 2, motorists: 3, trotro: 3, taxi: 3, taxis: 3, bus: 2,
    buses: 2, railway: 3, railways: 3, rail: 3, trains: 3, locomotives: 3, airport: 3, airports: 3,
    aviation: 3, airline: 3, airlines: 3, flights: 2, maritime: 3, shipping: 3, ship: 3, ships: 3, vessel: 3,
    vessels: 3, port: 3, ports: 3, harbour: 3, harbours: 3, seafarers: 3, piracy: 3, ferry: 3, logistics: 2, dvla: 3,
    'ghana maritime authority': 3, 'shipping lines': 3, bridges: 1, 'offshore installations': 2, 
  },
  Environment: {
    environment: 1, environmental: 3, 'environmental protection agency': 3, epa: 3, pollution: 3, pollutants: 3,
    emissions: 3, 'climate change': 3, 'climate variability': 3, 'global warming': 3, flood: 3, floods: 3, flooding: 3,
    waste: 1, 'waste management': 3, 'solid waste': 3, 'waste disposal': 3, 'plastic waste': 3, 'e waste': 3,
    landfill: 3, sanitation: 3, garbage: 3, filth: 3, drains: 3, drainage: 3, gutters: 3, 'refuse collection': 3,
    forest: 3, forests: 3, deforestation: 3, forestry: 3, 
    chainsaw: 3, wildlife: 3, conservation: 2, biodiversity: 3, poaching: 3, 'water bodies': 3,
    'water courses': 3, waterways: 2, erosion: 2, desertification: 3, 'land degradation': 3,
    plastic: 2, plastics: 2, 'green economy': 3, biosafety: 2, pesticides: 1, noise: 1,
  },
  Justice: {
    justice: 1, court: 2, courts: 2, 'supreme court': 3, 'high court': 3, 'constitutional court': 3, judge: 3, judges: 3,
    magistrate: 3, magistrates: 3, judiciary: 3, judicial: 3, 'legal aid': 3, 
    lawyers: 2, prosecution: 3, prosecutor: 3, 'attorney general': 2, criminal: 3, crime: 3,
    crimes: 3, 'criminal offences': 3, offence: 1, offences: 1, 'sexual offences': 3, prison: 3, prisons: 3,
    prisoners: 3, imprisonment: 2, conviction: 2, convicted: 3, sentencing: 3, 'death penalty': 3, 'death sentence': 3,
    bail: 3, police: 2, policing: 3, 'police service': 3, 'police officers': 3,
    'law enforcement': 2, racketeering: 3, 'organised crime': 3, 'organized crime': 3, narcotics: 3,
    'drug trafficking': 3, 'human trafficking': 3, 'money laundering': 3, corruption: 2, 'anti corruption': 3,
    'human rights': 2,
  },
  Defense: {
    defence: 2, defense: 2, 'ministry of defence': 3, military: 3, 'armed forces': 3, soldiers: 3, army: 3, navy: 3,
    'air force': 3, troops: 3, peacekeeping: 3, peacekeepers: 3, 'peace support': 3, veterans: 3, terrorism: 3,
    'national security': 2, weapons: 2,
  },
  // The United Nations is named in conventions on every subject: alone it does not make one foreign affairs.
  'Foreign Affairs': {
    'foreign affairs': 3, diplomatic: 3, diplomats: 3, diplomacy: 3, embassy: 3, embassies: 3, ambassador: 3,
    ambassadors: 3, 'high commission': 3, 'high commissioner': 3, consulate: 3, consular: 3, ecowas: 3, 
    'african union': 3, 'united nations': 2, bilateral: 2, multilateral: 2, 'foreign relations': 3,
    'international relations': 3, 'foreign policy': 3, 'regional integration': 3, treaty: 2, treaties: 2, passport: 2,
    passports: 2, visa: 2, visas: 2,
  },
  Tourism: {
    tourism: 3, tourist: 3, tourists: 3, 'tourist sites': 3, 'tourist arrivals': 3, ecotourism: 3, hotel: 2, hotels: 2,
    hospitality: 3, resort: 3, resorts: 3, 'ghana tourism authority': 3,
  },
  Trade: {
    trade: 2, traders: 3, trader: 3, commerce: 3, export: 3, exports: 3, exporters: 3, import: 2, imports: 3,
    importers: 3, 'import permits': 3, 'import tariffs': 3, 'customs tariff': 3, 'external tariff': 3, tariff: 1, tariffs: 1, customs: 2, goods: 1, market: 2, markets: 2,
    retail: 2, retailers: 3, wholesale: 3, manufacturing: 3, manufacturers: 3, factory: 2,
    factories: 2, industrialisation: 3, industrialization: 3, 'free zones': 3, smes: 3,
    'small and medium enterprises': 3, 'made in ghana': 3, 'trade finance': 2, 'private sector': 2, merchants: 2,
    businesses: 1, industries: 1, companies: 1, 'trade and industry': 3, 
  },
  Labor: {
    labour: 3, labor: 3, workers: 2, employees: 2, employment: 2, 'youth employment': 3, unemployment: 3, jobs: 2,
    'job creation': 3, strike: 2, strikes: 2, 'strike action': 3, 'industrial action': 3, salary: 2, salaries: 2,
    wages: 3, 'minimum wage': 3, 'single spine': 3, 'fair wages': 3, 'trade union': 3, 'trade unions': 3, unions: 2,
    tuc: 3, pension: 3, pensions: 3, 'conditions of service': 3, 'labour commission': 3,
    retrenchment: 3, retrench: 3, ilo: 3, 'international labour': 3, staff: 1,
  },
  Housing: {
    housing: 3, 'affordable housing': 3, houses: 1, homes: 1, dwellings: 3, 'real estate': 3,
    'estate developers': 3, landlord: 3, landlords: 3, tenants: 3, tenant: 3,
    rent: 2, rental: 3, 'rent control': 3, mortgage: 3, mortgages: 3, slum: 3, slums: 3, 'land use': 2,
    'spatial planning': 2, 'town and country planning': 3, 'unauthorised structures': 3, 'unauthorized structures': 3,
    squatters: 3, demolition: 2, 'building permit': 3, 'building permits': 3, 'building regulations': 3,
    
  },
  Mining: {
    mining: 3, mines: 3, minerals: 3, mineral: 2, 'mineral resources': 3, gold: 3, galamsey: 3, 'small scale mining': 3,
    'illegal mining': 3, bauxite: 3, manganese: 3, diamond: 3, diamonds: 3, coal: 2,
    'minerals commission': 3, extractive: 2, royalties: 2, 'mining companies': 3, 'mining area': 3, 'mining lease': 3,
    concession: 2, concessions: 2, 
  },
  Communication: {
    communication: 1, communications: 2, telecommunication: 3, telecommunications: 3, telecom: 3, telecoms: 3,
    telcos: 3, 'mobile phone': 3, 'mobile phones': 3, 'mobile network': 3, 'mobile telephony': 3, 'mobile money': 2,
    broadband: 3, 'fibre optic': 3, broadcasting: 3, broadcasters: 3, radio: 2, television: 2, media: 2,
    journalist: 3, journalists: 3, journalism: 3, 'press freedom': 3, newspaper: 2, newspapers: 2, gbc: 3, 
    'national communications authority': 3, postal: 3, 'post office': 3, 'communication towers': 3, masts: 2,
    telephone: 2, 'electronic communications': 3, spectrum: 2, 'sim cards': 3, press: 1,
  },
  Sports: {
    sport: 3, sports: 3, sportsmen: 3, football: 3, soccer: 3, 'black stars': 3, athletes: 3, athletics: 3, stadium: 3,
    stadia: 3, stadiums: 3, olympic: 3, olympics: 3, fifa: 3, caf: 3, 'africa cup of nations': 3,
    'world cup': 3, cricket: 3, golf: 3, tennis: 3, hockey: 3, volleyball: 3, basketball: 3, handball: 3, boxing: 3, rugby: 3,
    tournament: 2,
  },
  Culture: {
    culture: 1, cultural: 2, chieftaincy: 3, chiefs: 2, 'traditional authorities': 3, 'traditional council': 3,
    'traditional councils': 3, 'traditional leaders': 3, 'paramount chief': 3, 'stool lands': 3, festival: 3,
    festivals: 3, heritage: 2, 'heritage sites': 3, arts: 2, 'creative arts': 3, music: 2, musicians: 3, film: 2,
    theatre: 2, 'national theatre': 3, museum: 3, museums: 3, monuments: 3, 'national anthem': 2, 
    'indigenous languages': 3,
  },
  'Social Welfare': {
    'social welfare': 3, 'social protection': 3, 'social security': 3, 'social development': 3,
    'leap programme': 3, 'livelihood empowerment': 3, poverty: 2, vulnerable: 2, 'the aged': 3, elderly: 3,
    disability: 3, disabilities: 3, 'persons with disability': 3, 'persons with disabilities': 3, orphans: 3,
    orphanage: 3, 'street children': 3, destitute: 3, gender: 2, 'gender equality': 3, 'women empowerment': 3,
    'child protection': 3, 'domestic violence': 3, 'gender based violence': 3, nadmo: 3, disaster: 2,
    'disaster management': 3, 'disaster relief': 3, 'relief items': 3, 'flood victims': 3, 'affected families': 2,
    victims: 1, 'social services': 2, ssnit: 3, 
  },
};

/**
 * Words that name an industry only inside the name of a Ministry or Committee ("Minister for
 * Information", "Ministry of the Interior", "Committee on Works and Housing"). An empty list names
 * no industry but stops the words being read as the lexicon's ("Poverty Reduction Strategy" is a
 * committee, not a debate on poverty).
 */
export const OFFICE_VOCABULARY: Record<string, readonly Industry[]> = {
  information: ['Communication'],
  interior: ['Justice'],
  'attorney general': ['Justice'],
  'justice and attorney general': ['Justice'],
  works: ['Housing'],
  'natural resources': ['Environment', 'Mining'],
  lands: [],
  science: ['Technology'],
  'science and technology': ['Technology'],
  employment: ['Labor'],
  'labour relations': ['Labor'],
  gender: ['Social Welfare'],
  children: ['Social Welfare'],
  'social development': ['Social Welfare'],
  petroleum: ['Energy'],
  aviation: ['Transportation'],
  railways: ['Transportation'],
  'railway development': ['Transportation'],
  roads: ['Transportation'],
  chieftaincy: ['Culture'],
  'regional integration': ['Foreign Affairs'],
  'international relations': ['Foreign Affairs'],
  'poverty reduction': [],
  'poverty reduction strategy': [],
  'local government': [],
  'rural development': [],
};

/** The word that starts an office's name: "Minister for …", "Committee on …", "… Committee". */
export const OFFICE_TRIGGERS: ReadonlySet<string> = new Set([
  'minister', 'ministers', 'ministry', 'ministries', 'committee', 'committees', 'department', 'secretary',
]);

/**
 * Words that may appear in an office's name besides the lexicon's and the office vocabulary's
 * ("Ministry of Finance and Economic Planning", "Committee on Food, Agriculture and Cocoa Affairs").
 * The name ends at the first other word, so "Minister for Health on a project" reads "Health".
 */
export const OFFICE_NAME_WORDS: ReadonlySet<string> = new Set([
  'and', 'of', 'the', 'affairs', 'development', 'planning', 'economic', 'rural', 'relations', 'resources', 'natural',
  'innovation', 'regional', 'integration', 'religious', 'recreation', 'programmes', 'enterprises', 'state', 'public',
  'national', 'local', 'government', 'social', 'special', 'services', 'service', 'water', 'human', 'settlements',
  'higher', 'basic', 'training', 'further', 'youth', 'reduction', 'strategy', 'food', 'information', 'interior',
  'works', 'lands', 'science', 'employment', 'gender', 'children', 'protection', 'petroleum', 'aviation', 'railways',
  'railway', 'roads', 'chieftaincy', 'international', 'attorney', 'general', 'justice', 'labour', 'security',
  'digitalisation', 'creative', 'arts', 'mineral', 'tourism', 'culture',
]);

/** Formula words before an office that say the business is that office's: who is asked, who reports. */
export const OFFICE_FORMULA_CUES: ReadonlySet<string> = new Set([
  'asked', 'question', 'questions', 'answered', 'answer', 'referred', 'report', 'presented', 'laid', 'moved',
]);
