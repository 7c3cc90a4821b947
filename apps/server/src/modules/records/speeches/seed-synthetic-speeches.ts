import { sql, type SQL } from 'drizzle-orm';
import { foldedSql, type Database } from '@kakyere/db';
import { joinedForm, tokenize } from '../search-index/search-tokens.js';
import { AREA_NAMES, partyOnSql, seatOnSql } from '../seats/seat-on-sql.js';

// searchVectorSql()'s words for the seat (speechIndexText): each of the seat's names folded and joined, the first time each comes.
const SEAT_WORDS = sql`(select string_agg(j, ' ' order by o) from (
    select replace(${sql.raw(foldedSql('t.n'))}, ' ', '') as j, min(t.o) as o
    from areas a cross join jsonb_array_elements_text(${AREA_NAMES}) with ordinality as t(n, o)
    where a.id = m.area_id group by 1) names where j <> '')`;

/*
 * The words synthetic speeches are made of, commonest first: a word's share of the words drawn falls
 * with its rank as in natural text (Zipf–Mandelbrot, 1/(rank + 2.7)). The order follows the ten real
 * sittings of 2011–2012: function words and the House's own words ("Speaker", "Hon", "Minister",
 * "Government") lead, then the words of debate, then topics and places. Entries of several words
 * ("Mr Speaker", "feed-in tariff", "National Health Insurance Scheme") are drawn as one, so a quoted
 * phrase finds speeches that say it in order, as in the record. Printed as the record prints them.
 */
const COMMON = `the, to, of, and, that, is, I, in, a, it, Mr Speaker, we, this, for, be, not, Hon, have, you, on,
are, so, with, Minister, but, do, what, if, at, will, has, would, there, as, Mr, us, was, should, he,
they, Government, by, been, can, all, Member, very, think, because, from, which, or, House, one, an, then, Members, people,
about, when, Committee, country, question, my, some, also, who, your, these, Madam Speaker, them, just, our,
order, time, now, may, Bill, amendment, said, no, well, let, go, out, even, other, why, here, any, up, more,
their, its, were, had, into, how, only, than, those, over, such, being, where, must, shall, could, did, does,
make, made, get, know, want, take, come, look, say, yes, see, like, way, new, Ghana, Ministry, year, years,
Chairman, point, issue, matter, support, report, Leader, Majority, Minority, Parliament, Act, clause, motion,
development, national, public, money, District, Assembly, education, health, region, constituency, roads,
communities, schools, water, Deputy Minister, Honourable Member, Ghanaians, important, work, need, put, give,
done, good, two, first, last, today, therefore, indeed, however, because of, whether, through, under, after,
before, between, against, without, within, across, per cent, million, cedis, budget, finance, financial,
programme, policy, sector, services, system, law, provision, section, subsection, paragraph, Statement,
Question, answer, concern, concerns, agree, colleague, colleagues, friend, Majority Leader, Minority Leader,
Ranking Member, respectfully, Standing Orders, Paper, local, regional, project, projects, contract, funds,
tax, revenue, loan, agreement, private, state, economy, economic, business, resources, problem, problems,
situation, area, areas, district assemblies, Minister for Finance, Minister for Education, Minister for Health,
proposal, consideration, debate, adopted, accordingly, rise, motion be adopted, second reading, road, hospital,
teachers, students, farmers, youth, women, children, jobs, employment, security, police, court, justice,
rule, rules, amend, amended, leave out, insert, word, words, line, lines, Schedule, page, column, table,
committee report, House adjourned, Mr First Deputy Speaker, Mr Second Deputy Speaker, Member for, Attorney-General`;

const DEBATE = `place, part, number, case, fact, way forward, end, kind, sure, clear, true, right, wrong, best, better,
great, small, large, big, long, short, high, low, whole, full, certain, particular, general, special, serious,
urgent, necessary, possible, available, current, present, previous, next, following, various, several, many,
much, most, few, less, every, each, both, either, neither, same, different, own, again, still, already,
always, never, often, sometimes, perhaps, really, actually, simply, quite, rather, enough, too, almost, soon,
later, early, ago, yesterday, tomorrow, week, month, months, day, days, period, date, deadline, term, session,
meeting, sitting, Chamber, Floor, Table, Clerk, Votes and Proceedings, Official Report, Hansard, record,
records, Order Paper, Urgent Question, Business Statement, Business Committee, Appointments Committee,
Public Accounts Committee, Finance Committee, Committee of the Whole, Health Committee, Education Committee,
Roads and Transport Committee, Mines and Energy Committee, Local Government Committee, Subsidiary Legislation,
vote, votes, voting, voice vote, division, quorum, adjournment, suspension, Standing Order, ruling, guidance,
direction, procedure, point of order, withdraw, apologise, unparliamentary, interruption, sit down, proceed,
continue, conclude, wind up, contribute, contribution, contributions, commend, congratulate, thank, thanks,
grateful, appreciate, acknowledge, note, noted, observe, observed, recall, remind, inform, informed, explain,
explained, clarify, clarification, ask, asked, asking, request, requested, demand, urge, urged, call, called,
calling, suggest, suggested, recommend, recommendation, recommendations, propose, proposed, accept, accepted,
reject, rejected, oppose, opposed, approve, approval, approved, pass, passed, consider, considered, examine,
examined, review, reviewed, discuss, discussed, discussion, discussions, mention, mentioned, refer, referred,
reference, regard, regards, respect, relation, relating, regarding, concerning, according, pursuant, subject,
accordance, extent, manner, means, basis, purpose, purposes, reason, reasons, result, results, effect, effects,
impact, benefit, benefits, cost, costs, price, prices, amount, sum, rate, rates, level, levels, percentage,
figure, figures, data, information, evidence, statistics, survey, study, research, assessment, audit, audited,
Auditor-General, accounts, accountability, transparency, corruption, misappropriation, procurement, tender,
tenders, award, awarded, contractors, consultant, consultants, payment, payments, arrears, debt, debts,
borrowing, interest, expenditure, spending, allocation, allocations, appropriation, supplementary, estimates,
Consolidated Fund, District Assemblies Common Fund, GETFund, Road Fund, levy, levies, taxes, duty, duties,
exemption, exemptions, waiver, waivers, import, imports, export, exports, trade, investment, investors,
industry, industries, companies, company, factory, factories, market, markets, traders, goods, produce,
production, productivity, growth, inflation, cedi, exchange rate, dollar, interest rates, Bank of Ghana,
banks, bank, credit, microfinance, insurance, pension, pensions, salary, salaries, wages, allowance, allowances,
workers, staff, personnel, recruitment, recruited, posting, postings, promotion, training, capacity, skills,
institutions, institution, agency, agencies, authority, authorities, commission, board, council, department,
departments, office, officers, officials, management, administration, governance, leadership, stakeholders,
partners, donors, development partners, World Bank, IMF, civil society, media, chiefs, traditional authorities,
opinion leaders, citizens, residents, population, households, families, community, constituents, electorate,
voters, election, elections, Electoral Commission, campaign, manifesto, promise, promises, political, politics,
party, parties, NDC, NPP, Opposition, side, sides, Bench, Benches, Front Bench, Back Bench, majority side,
minority side, bipartisan, consensus, national interest, democracy, Constitution, constitutional, article,
articles, rights, freedom, citizen, legislation, regulations, Legislative Instrument, enactment, commencement,
interpretation, definition, offence, offences, penalty, penalties, fine, imprisonment, prosecution, Judiciary,
judges, courts, Supreme Court, lawyers, Executive, President, Vice President, Cabinet, Ministers, Presidency,
Chief of Staff, Head of State, Republic, nation, national development, sovereignty, Africa, African, ECOWAS,
international, foreign, abroad, diaspora, embassy, mission, bilateral, cooperation, China, Chinese, Europe,
United States, neighbouring, Togo, Burkina Faso, Ivory Coast, Nigeria`;

const SERVICES = `infrastructure, construction, constructed, rehabilitation, rehabilitated, maintenance, repair, repairs,
upgrading, expansion, completion, completed, abandoned, stalled, commence, commenced, started, sod-cutting,
inauguration, commissioned, commissioning, facility, facilities, buildings, building, classroom, classrooms,
classroom blocks, dormitory, dormitories, laboratory, library, furniture, textbooks, exercise books, uniforms,
school feeding, basic schools, basic education, primary school, junior high school, senior high school,
Free Senior High School, double-track, tertiary, university, universities, colleges, colleges of education,
polytechnic, technical, vocational, TVET, nursing training, nurses, doctors, midwives, health workers,
health centre, health centres, CHPS compounds, clinic, clinics, district hospital, regional hospital,
teaching hospital, Korle Bu, Komfo Anokye, ambulance, ambulances, patients, drugs, medicines, malaria,
cholera, HIV, tuberculosis, maternal mortality, child mortality, National Health Insurance Scheme, NHIS,
premium, claims, Ghana Health Service, Ghana Education Service, Ghana Highway Authority, Department of Urban Roads,
Department of Feeder Roads, feeder roads, trunk roads, highway, highways, bridge, bridges, culvert, culverts,
asphalt, bitumen, tarred, potholes, dust, gravel, traffic, congestion, transport, vehicles, trotro, taxi,
okada, motorbikes, accidents, road safety, drivers, railway, railways, rail, port, ports, harbour, airport,
airports, aviation, tolls, toll booths, interchange, Suame Interchange, Kumasi-Accra highway, Accra-Kumasi road,
Tema Motorway, electricity, power, energy, lights off, dumsor, load shedding, generation, transmission,
distribution, ECG, VRA, GRIDCo, tariff, tariffs, feed-in tariff, utility tariffs, PURC, renewable energy, solar,
hydro, thermal, gas, oil, petroleum, fuel, crude oil, oil and gas, Jubilee Field, GNPC, royalties,
rural electrification, self-help electrification, transformers, poles, streetlights, potable water,
boreholes, pipe-borne water, Ghana Water Company, water supply, sanitation, toilets, waste, refuse, garbage,
plastic waste, drains, drainage, floods, flooding, disaster, NADMO, fire, fire service, housing, houses,
affordable housing, housing deficit, rent, landlords, tenants, land, lands, land guards, title, titles,
Lands Commission, compensation, acquisition, encroachment, demolition, estates`;

const TOPICS_WORDS = `agriculture, farming, farms, farm, crops, food, food security, fertiliser, fertilisers, seeds, irrigation,
dams, Planting for Food and Jobs, extension officers, cocoa, cocoa farmers, COCOBOD, producer price, farm gate price,
cocoa beans, cocoa roads, mass spraying, smuggling, cashew, shea, maize, rice, yam, cassava, plantain, poultry,
livestock, fisheries, fishermen, fishing, canoes, outboard motors, premix fuel, closed season, light fishing,
aquaculture, forestry, forests, forest reserves, trees, timber, chainsaw, logging, environment, environmental,
pollution, climate change, degradation, Environmental Protection Agency, EPA, mining, mines, miners, illegal mining,
galamsey, galamseyers, small-scale mining, excavators, mercury, gold, bauxite, manganese, diamonds, minerals,
Minerals Commission, mining communities, water bodies, rivers, river, Pra, Ankobra, Offin, Birim, Densu,
Volta, Volta Lake, Bui dam, Akosombo, concessions, concession, tourism, tourists, culture, arts, sports,
football, Black Stars, stadium, stadia, youth employment, unemployment, graduates, entrepreneurs, start-ups,
one district one factory, 1D1F, NABCO, YEA, social protection, LEAP, persons with disabilities, disability,
aged, orphans, gender, girl child, empowerment of women, domestic violence, child labour, trafficking,
prisons, prisoners, remand, police stations, armed robbery, robbery, crime, criminals, chieftaincy disputes,
conflicts, Bawku conflict, curfew, military, soldiers, Armed Forces, immigration, Ghana Immigration Service,
customs, GRA, Ghana Revenue Authority, VAT, E-Levy, mobile money, momo, telecommunications, telcos, internet,
broadband, ICT, digital, digitalisation, Ghana Card, National Identification Authority, SIM registration,
cyber security, data protection, electronic transactions, e-zwich, Right to Information, RTI, Special Prosecutor,
Office of the Special Prosecutor, CHRAJ, Legal Aid, Presidential Transition, Local Governance, decentralisation,
District Chief Executive, DCE, DCEs, Metropolitan Chief Executive, Municipal Chief Executive, Assembly members,
unit committees, sub-structures, zonal councils, Regional Coordinating Council, Regional Minister,
Regional Ministers, creation of new regions, referendum, Northern Development Authority, SADA, Zongo Development Fund,
Ministry of Roads and Highways, Ministry of Local Government and Rural Development, Ministry of Food and Agriculture,
Ministry of Lands and Natural Resources, Ministry of Energy, Ministry of Finance, Ministry of Education,
Ministry of Health, Minister for Roads and Highways, Minister for Energy, Minister for Lands and Natural Resources,
Minister for Food and Agriculture, Minister for Local Government, Minister for the Interior, Minister for Defence,
Minister for Trade and Industry, Minister for Fisheries, Minister for Works and Housing, Minister for Communications,
prayer camps, mental health, Mental Health Bill, Public Health Bill, psychiatric hospitals, shipping, maritime,
Ghana Shipping Authority, stevedoring, Criminal Offences Act, Fiscal Stabilisation Levy, Internal Revenue Act,
Kindergarten, kindergartens, nursery, market women, market facility, lorry station, lorry park, abattoir,
slaughterhouse, cemetery, black fly, river blindness, onchocerciasis, Buruli ulcer, guinea worm, COVID-19,
pandemic, vaccines, vaccination, lockdown, isolation centres, Agenda 111, ambulance service`;

const PLACES = `Accra, Kumasi, Tamale, Takoradi, Sekondi-Takoradi, Cape Coast, Sunyani, Koforidua, Ho, Bolgatanga, Wa, Tema,
Suame, Obuasi, Tarkwa, Aflao, Ashaiman, Madina, Kasoa, Nkawkaw, Techiman, Yendi, Bawku, Navrongo, Keta, Winneba,
Mampong, Ejisu, Konongo, Agona Swedru, Dambai, Sefwi Wiawso, Bibiani, Prestea, Ada, Sogakope, Akatsi, Hohoe,
Kpando, Nsawam, Asamankese, Akim Oda, Kyebi, Berekum, Dormaa, Wenchi, Kintampo, Salaga, Damongo, Bimbilla,
Walewale, Nalerigu, Tumu, Lawra, Jirapa, Nandom, Zebilla, Sandema, Axim, Half Assini, Elubo, Dunkwa,
Assin Fosu, Mankessim, Saltpond, Elmina, Anomabo, Apam, Akwatia, Begoro, Abetifi, Donkorkrom, Atebubu, Yeji,
Kete Krachi, Nkwanta, Jasikan, Afram Plains, New Juaben, Ablekuma, Odododiodio, Ayawaso, Okaikoi, Dome Kwabenya,
Weija, Bortianor, Ningo-Prampram, Shai-Osudoku, Sekondi, Effia, Kwesimintsim, Bantama, Manhyia, Subin, Asawase,
Oforikrom, Kwadaso, Nhyiaeso, Asokwa, Old Tafo, Sakumono, Mampong Water Supply, Upper Manya Krobo, Lower Manya Krobo,
Asante Akim, Kwahu, Ahafo, Bono, Bono East, Oti, Savannah, North East, Western North, Western Region,
Central Region, Eastern Region, Volta Region, Ashanti Region, Northern Region, Upper East, Upper West,
Greater Accra, northern Ghana, coastal, rural, urban, peri-urban, hinterland, Zongo, Nima, Agbogbloshie,
Kantamanto, Makola, Kejetia, Circle, Kaneshie, Kaneshie market, Kotoka, Korle Lagoon, Odaw, Chemu Lagoon,
Tema Harbour, Takoradi Harbour, Jamestown, Osu, Labadi, Teshie, Nungua, Dansoman, Mallam, Amasaman, Pokuase,
Adenta, Dodowa, Somanya, Akuse, Juapong, Atimpoku, Senchi, Kpong, Peki, Anloga, Denu, Dzodze, Battor`;

const RARE = `abandonment, abeyance, abrogate, absenteeism, accreditation, acquiesce, adjudicate, adulteration, affidavit,
affidavits, allocative, ameliorate, amortisation, antecedent, arbitration, arbitrarily, ascertain, assent,
attrition, austerity, beneficiaries, bequeath, bifurcation, bottlenecks, brouhaha, bureaucracy, cabal, cadastral,
caveat, certiorari, circumvent, clandestine, coalition, cognisance, collusion, commensurate, complicity,
concomitant, conflagration, connivance, contentious, contiguous, contravene, contravention, corroborate,
culpable, curtail, debenture, decongest, defaulters, deleterious, demarcation, denigrate, deprecate, derelict,
desilting, dilapidated, disbursement, discretionary, disenfranchise, dissipate, dredging, efficacious,
embargo, embezzlement, emolument, emoluments, encumbrance, equitable, escalation, exacerbate, exigencies,
expropriation, extortion, extraneous, fiduciary, filibuster, frivolous, fumigation, gazetted, grievances,
habitable, hegemony, heinous, impasse, impeachment, impropriety, impunity, inadvertently, incongruous,
indemnity, indigent, inimical, injunction, insolvency, interlocutory, intransigence, jurisprudence,
kickbacks, laudable, lethargy, levity, litigation, malfeasance, mandamus, marginalised, mediation, misnomer,
moratorium, nepotism, notwithstanding, obfuscate, obsolete, omnibus, onerous, ostensibly, overdraft,
parochial, patronage, perfunctory, pernicious, persona non grata, plenary, precarious, precedent, prerogative,
probity, procrastination, profligacy, prohibitive, promulgate, propriety, protocol, provisional, prudent,
quagmire, quasi, rapprochement, ratification, ratify, rebuttal, recalcitrant, reconnaissance, rectify,
redress, redundant, refurbishment, reimbursement, remuneration, repatriation, repeal, repealed, reprisal,
rescind, restitution, retrogressive, retrospective, sacrosanct, salient, sanction, sanctions, scrutiny,
sedition, sinecure, spurious, stipend, stringent, subvention, subventions, succinct, superannuation,
surcharge, surcharged, tangible, tenable, tenure, thinking cap, polluter pays, seed money, property of the House,
tribalism, unconscionable, unilateral, untenable, usurp, vagaries, verbatim, vicissitudes, vindicate, warrant,
whistleblower, windfall, xenophobia, zealous`;

/*
 * What a business item is about: its heading, and the words its speeches say more often (a debate on
 * illegal mining keeps saying "galamsey" and "rivers"). A topic's words make up a sixteenth of its
 * speeches' words. Procedural items (`null` words) have none.
 */
const TOPICS: { headings: string[]; words: string | null }[] = [
  { headings: ['PAPERS', 'Votes and Proceedings and the Official Report', 'BUSINESS STATEMENT FOR THE WEEK', 'Correction of Votes and Proceedings', 'COMMUNICATION FROM THE PRESIDENT', 'Suspension of Standing Order 80 (1)', 'ADJOURNMENT', 'PRAYERS', 'Announcements', 'Personal Statement'], words: null },
  { headings: ['BILLS — SECOND READING', 'BILLS — THIRD READING', 'Consideration Stage', 'Committee of the Whole', 'The Schedule'], words: 'clause, amendment, leave out, insert, subsection, paragraph, provision, Bill, Act, definition, interpretation, penalty, offence, commencement, Schedule, regulations' },
  { headings: ['Galamsey Menace in the Western Region', 'Minerals and Mining (Amendment) Bill, 2015', 'Pollution of the Birim River', 'Illegal Mining in Forest Reserves (Statement)', 'Activities of Small-Scale Miners in Tarkwa'], words: 'galamsey, illegal mining, mining, miners, small-scale mining, excavators, mercury, gold, rivers, river, Birim, Pra, Ankobra, Offin, water bodies, forest reserves, pollution, Minerals Commission, concessions, mining communities, Tarkwa, Prestea, Obuasi, Western Region, Environmental Protection Agency, galamseyers' },
  { headings: ['Cocoa Industry (Regulations) (Amendment) Bill', 'Producer Price of Cocoa', 'Cocoa Roads Programme', 'Smuggling of Cocoa Beans to Neighbouring Countries', 'Mass Spraying of Cocoa Farms'], words: 'cocoa, cocoa farmers, COCOBOD, producer price, farm gate price, cocoa beans, cocoa roads, mass spraying, smuggling, farmers, farms, Ahafo, Western North, fertiliser, Togo, Ivory Coast, seeds' },
  { headings: ['Renewable Energy Bill, 2011', 'Feed-in Tariff for Renewable Energy', 'Power Supply Situation in the Country (Statement)', 'Utility Tariff Increases', 'Rural Electrification Programme'], words: 'feed-in tariff, tariff, tariffs, utility tariffs, PURC, renewable energy, solar, electricity, power, energy, ECG, VRA, GRIDCo, dumsor, load shedding, generation, transformers, rural electrification, self-help electrification, Akosombo, Bui dam, hydro, thermal, gas' },
  { headings: ['Suame Interchange Project', 'State of Roads in the Ashanti Region', 'Accra-Kumasi Highway (Dualisation)', 'Road Fund (Amendment) Bill', 'Feeder Roads in Afram Plains'], words: 'roads, road, Suame, Suame Interchange, interchange, Kumasi, Kumasi-Accra highway, Accra-Kumasi road, highway, highways, bridge, bridges, potholes, asphalt, bitumen, contractor, contractors, Ghana Highway Authority, Road Fund, feeder roads, traffic, congestion, tolls, Minister for Roads and Highways, Ministry of Roads and Highways' },
  { headings: ['Public Health Bill, 2011', 'Mental Health Bill, 2011', 'National Health Insurance (Amendment) Bill', 'Shortage of Doctors in District Hospitals', 'Prayer Camps and Mental Health'], words: 'health, hospital, district hospital, doctors, nurses, midwives, patients, drugs, medicines, malaria, cholera, National Health Insurance Scheme, NHIS, premium, claims, Ghana Health Service, CHPS compounds, ambulance, ambulances, mental health, prayer camps, psychiatric hospitals, Korle Bu, Komfo Anokye, Minister for Health, Ministry of Health' },
  { headings: ['Colleges of Education Bill, 2011', 'Free Senior High School Policy', 'Schools in the New Juaben South Constituency (Provision of Infrastructure)', 'Broken-down Sakumono Kindergarten (Rebuilding)', 'Teacher Postings and Allowances'], words: 'education, schools, teachers, students, classroom, classrooms, classroom blocks, school feeding, Free Senior High School, double-track, basic schools, textbooks, furniture, Ghana Education Service, colleges of education, universities, tertiary, Kindergarten, kindergartens, New Juaben, Sakumono, GETFund, dormitory, Minister for Education, Ministry of Education' },
  { headings: ['Sub-structures of Local Governance (Effectiveness)', 'Local Government (Amendment) Bill, 2012', 'Comprehensive Decentralization Policy (Implementation)', 'Upper Manya Krobo District Assembly (Provision of Permanent Office Complex)', 'District Assemblies Common Fund Formula'], words: 'District, Assembly, district assemblies, District Chief Executive, DCE, DCEs, Assembly members, unit committees, sub-structures, zonal councils, decentralisation, Local Governance, District Assemblies Common Fund, Regional Coordinating Council, Upper Manya Krobo, Minister for Local Government, Ministry of Local Government and Rural Development, communities, local' },
  { headings: ['Electronic Transactions (Amendment) Bill, 2011', 'Data Protection Bill, 2011', 'Electronic Transfer Levy Bill, 2022', 'Ghana Card and SIM Registration', 'Broadband Coverage in Rural Areas'], words: 'electronic transactions, data protection, e-zwich, E-Levy, mobile money, momo, telecommunications, telcos, internet, broadband, ICT, digital, digitalisation, Ghana Card, SIM registration, cyber security, National Identification Authority, Minister for Communications, levy' },
  { headings: ['National Fiscal Stabilisation Levy (Repeal) Bill, 2011', 'Internal Revenue (Amendment) (No.2) Bill, 2011', 'Waiver of Tax and Duty Liabilities on Equipment and Materials for the Mampong Water Supply Rehabilitation and Expansion Project', 'Supplementary Appropriation Bill', 'The Budget Statement and Economic Policy of the Government'], words: 'budget, tax, taxes, levy, levies, revenue, GRA, Ghana Revenue Authority, VAT, exemption, exemptions, waiver, waivers, duty, duties, loan, agreement, Consolidated Fund, appropriation, supplementary, estimates, expenditure, arrears, debt, borrowing, inflation, cedi, exchange rate, IMF, Minister for Finance, Ministry of Finance, Fiscal Stabilisation Levy, Mampong Water Supply' },
  { headings: ['Ghana Shipping (Amendment) Bill, 2011', 'Fisheries (Amendment) Bill', 'Closed Season for Fishing', 'Premix Fuel Distribution'], words: 'shipping, maritime, Ghana Shipping Authority, stevedoring, port, ports, harbour, Tema Harbour, Takoradi Harbour, fisheries, fishermen, fishing, canoes, outboard motors, premix fuel, closed season, light fishing, Minister for Fisheries, coastal, Elmina, Keta' },
  { headings: ['Black Fly on the Bui Hydroelectric Project (Control)', 'Floods in Accra (Statement)', 'Formulation of Laws and Regulations on Environmental Pollution', 'Climate Change and Farmers', 'Plastic Waste Management'], words: 'black fly, river blindness, Bui dam, floods, flooding, drains, drainage, Odaw, Korle Lagoon, NADMO, disaster, environment, environmental, pollution, plastic waste, waste, refuse, sanitation, climate change, degradation, Environmental Protection Agency, polluter pays' },
  { headings: ['Modern Market Facility for Aflao Town (Assistance)', 'Kejetia Market Redevelopment', 'Fire Outbreaks in Markets', 'One District One Factory'], words: 'market, markets, market women, traders, market facility, Aflao, Kejetia, Makola, Kantamanto, fire, fire service, trade, goods, import, imports, one district one factory, factories, industry, Minister for Trade and Industry' },
  { headings: ['Presidential (Transition) Bill, 2010', 'Criminal Offences (Amendment) Bill, 2011', 'Right to Information Bill', 'Office of the Special Prosecutor Bill, 2017', 'Conflict in Bawku (Statement)'], words: 'Presidential Transition, President, Vice President, Executive, transition, Constitution, constitutional, Criminal Offences Act, offence, offences, Right to Information, RTI, Special Prosecutor, Office of the Special Prosecutor, corruption, Attorney-General, courts, Judiciary, prosecution, Bawku, Bawku conflict, curfew, police, security, Armed Forces, chieftaincy disputes' },
  { headings: ['Affordable Housing Programme', 'Demolitions at Agbogbloshie', 'Land Guards and Land Disputes'], words: 'housing, houses, affordable housing, housing deficit, rent, landlords, tenants, land, lands, land guards, Lands Commission, compensation, demolition, encroachment, Agbogbloshie, estates, Minister for Works and Housing' },
  { headings: ['Youth Employment Agency Bill', 'Unemployment Among Graduates', 'Planting for Food and Jobs', 'Persons with Disabilities (Amendment) Bill'], words: 'youth, youth employment, unemployment, graduates, jobs, employment, NABCO, YEA, entrepreneurs, start-ups, Planting for Food and Jobs, agriculture, farming, food, food security, social protection, LEAP, persons with disabilities, disability, Minister for Food and Agriculture' },
  { headings: ['COVID-19 Pandemic (Statement)', 'Agenda 111 Hospitals', 'Vaccination Programme'], words: 'COVID-19, pandemic, vaccines, vaccination, lockdown, isolation centres, Agenda 111, health workers, ambulance service, hospital, patients, Ghana Health Service' },
  { headings: ['Oral Answers to Questions', 'URGENT QUESTION', 'Questions to the Minister for Roads and Highways', 'Questions to the Minister for Energy', 'Questions to the Minister for Education'], words: 'question, answer, supplementary, Minister, Deputy Minister, constituents, constituency, when, contractor, completion, commence, abandoned, funds, allocation, project, projects' },
];

const OPENINGS = ['Mr Speaker, ', 'Mr Speaker, I rise to support the Motion. ', 'Thank you, Mr Speaker. ', 'Madam Speaker, ', 'Mr Speaker, on a point of order, ', 'Hon Members, ', 'Mr Speaker, I beg to move, ', '', '', ''];
/** Labels of speeches not resolved to a person. */
const UNRESOLVED_LABELS = ['Mr First Deputy Speaker', 'Mr Second Deputy Speaker', 'Madam Speaker', 'Mr Speaker', 'Some Hon Members', 'An Hon Member', 'Minister for Finance', 'Majority Leader', 'Minority Leader'];
const TITLES = ['Mr', 'Mr', 'Mr', 'Dr', 'Mrs', 'Alhaji', 'Prof', 'Ms'];
const LABELS_PER_PERSON = 4;
const PORTFOLIOS = ['Finance', 'Education', 'Health', 'Roads and Highways', 'Energy', 'Local Government and Rural Development', 'Lands and Natural Resources', 'Food and Agriculture', 'the Interior', 'Trade and Industry', 'Fisheries and Aquaculture Development', 'Communications'];

const URN_SIZE = 1 << 16;
const PROCEDURE_WEIGHT = 4;
const TOPIC_URN_SIZE = 64;
const ZIPF_SHIFT = 2.7;
// A speech says 20 to 600 words, skewed short: 20 + a log-normal of median 20 and σ 1.3, at most 600 (median 40,
// mean ~66, p90 ~126, p99 ~435). The ten real sittings' speeches are log-normal too: median 31, mean 72, p90 158, p99 649.
const MIN_WORDS = 20;
const MAX_WORDS = 600;
const LOGNORMAL_MEDIAN = 20;
const LOGNORMAL_SIGMA = 1.3;
/** Sittings a statement fills, and statements run at once (PostgreSQL uses both cores; PGlite takes them in turn). */
const SITTINGS_PER_BATCH = 50;
const WORKERS = 2;

interface Vocabulary {
  printed: string[];
  extras: (string | null)[];
  urn: number[];
  topicUrn: number[];
  headings: string[];
  headingIndex: string[];
  headingTopic: number[];
}

const entries = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** The vocabulary, its Zipf urn (word ids, each drawn as often as its rank says), and the topics' own urns. */
export function syntheticVocabulary(): Vocabulary {
  const printed: string[] = [];
  const ids = new Map<string, number>();
  // A topic's word missing from the lists joins the rare end: its topic's speeches still say it often.
  const topicWords = TOPICS.flatMap((topic) => (topic.words ? entries(topic.words) : []));
  for (const entry of [...[COMMON, DEBATE, SERVICES, TOPICS_WORDS, PLACES, RARE].flatMap(entries), ...topicWords]) {
    if (ids.has(entry)) continue;
    ids.set(entry, printed.length + 1);
    printed.push(entry);
  }
  // The forms the index adds beside the printed words: "feed-in" is also "feedin" (speechIndexText's extras).
  const extras = printed.map((entry) => {
    const joined = tokenize(entry)
      .filter((token) => token.parts.length > 1)
      .map(joinedForm);
    return joined.length > 0 ? joined.join(' ') : null;
  });
  const weights = printed.map((_, i) => 1 / (i + 1 + ZIPF_SHIFT));
  const urn = fillUrn(weights, URN_SIZE).map((i) => i + 1);
  const topicUrn: number[] = [];
  const headings: string[] = [];
  const headingTopic: number[] = [];
  TOPICS.forEach((topic, t) => {
    const words = topic.words ? entries(topic.words).map((word) => ids.get(word)!) : [];
    // Within a topic, its first words are said most ("galamsey" before "excavators").
    const slots = words.length ? fillUrn(words.map((_, i) => 1 / (i + 2)), TOPIC_URN_SIZE).map((i) => words[i]!) : new Array<number>(TOPIC_URN_SIZE).fill(0);
    topicUrn.push(...slots);
    // Procedure (papers, votes, statements of business) takes about a third of the items, as in the record.
    for (const heading of topic.headings.flatMap((heading) => new Array<string>(topic.words ? 1 : PROCEDURE_WEIGHT).fill(heading))) {
      headings.push(heading);
      headingTopic.push(t);
    }
  });
  const headingIndex = headings.map((heading) =>
    tokenize(heading)
      .flatMap((token) => token.parts)
      .join(' '),
  );
  return { printed, extras, urn, topicUrn, headings, headingIndex, headingTopic };
}

/** `size` slots shared out by weight, every entry at least one (largest remainders first). */
function fillUrn(weights: readonly number[], size: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((w / total) * size)));
  let left = size - counts.reduce((a, b) => a + b, 0);
  const byRemainder = weights.map((w, i) => ({ i, r: (w / total) * size - Math.floor((w / total) * size) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) counts[byRemainder[k]!.i]! += 1;
  for (let k = counts.length - 1; left < 0; k = (k - 1 + counts.length) % counts.length) {
    if (counts[k]! > 1) {
      counts[k]! -= 1;
      left++;
    }
  }
  return counts.flatMap((n, i) => new Array<number>(n).fill(i));
}

/** Each person's labels (as printed) and what the index takes from each, label and name together. */
function personLabels(people: readonly { id: string; name: string }[]) {
  const labels: string[] = [];
  const names: string[] = [];
  const indexNames = (label: string, personName: string | null) =>
    tokenize(`${label} ${personName ?? ''}`)
      .flatMap((token) => (token.parts.length > 1 ? [...token.parts, joinedForm(token)] : token.parts))
      .join(' ');
  people.forEach((person, i) => {
    const surname = person.name.split(/\s+/).at(-1) ?? person.name;
    const title = TITLES[i % TITLES.length]!;
    // As the record prints a Member: mostly title and surname, sometimes the full name or the post.
    const printed = [`${title} ${surname}`, `${title} ${surname}`, `${title} ${person.name}`, `Minister for ${PORTFOLIOS[i % PORTFOLIOS.length]} (${title} ${person.name})`];
    for (const label of printed.slice(0, LABELS_PER_PERSON)) {
      labels.push(label);
      names.push(indexNames(label, person.name));
    }
  });
  return { labels, names, perPerson: LABELS_PER_PERSON, unresolved: UNRESOLVED_LABELS, unresolvedNames: UNRESOLVED_LABELS.map((label) => indexNames(label, null)) };
}

/**
 * Fills the synthetic sittings (ids `synthetic-…`, see makeSyntheticHansard) that have no speeches
 * yet with `perSitting` made-up speeches each, for benchmarks at scale. Set-based SQL, deterministic
 * (every draw is a hash of the sitting's id, the speech's place and the word's place). Speakers are
 * drawn from the stored persons with a skew (a few Members speak far more than most, as in the House),
 * one in ten is left unresolved. Each speech is indexed in the same insert as index-speeches.ts indexes
 * a real one (who said it A, the heading C, the words stemmed and as written, the joined forms of
 * hyphenated words), so the start-up backfill finds nothing to do, and the vocabulary (search_words)
 * counts its words as an ingestion would. Nothing real is touched.
 */
export async function seedSyntheticSpeeches(db: Database, perSitting: number): Promise<number> {
  const sittings = await db.execute<{ id: string }>(sql`select h.id from hansards h where h.is_synthetic and not exists (select 1 from speeches s where s.hansard_id = h.id) order by h.id`);
  const ids = sittings.rows.map((r) => r.id);
  if (ids.length === 0 || perSitting <= 0) return 0;
  const people = (await db.execute<{ id: string; name: string }>(sql`select id, name from persons order by id`)).rows;
  const labels = personLabels(people);
  const v = syntheticVocabulary();
  const text = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;
  const ints = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;
  // The words as one byte string, each found by its offset and length: a text[] is read from its start
  // for every subscript, and a join to the words costs a sort per speech. Every word is printable ASCII
  // without a backslash, so encode(…, 'escape') gives it back as it is.
  if (v.printed.some((word) => /[^\x20-\x5b\x5d-\x7e]/.test(word))) throw new Error('synthetic words must be printable ASCII');
  const offsets: number[] = [];
  const lengths: number[] = [];
  let at = 1;
  for (const word of v.printed) {
    offsets.push(at);
    lengths.push(word.length);
    at += word.length;
  }
  const n = Math.max(1, people.length);
  const topicWord = sql`(${ints(v.topicUrn)})[(${ints(v.headingTopic)})[k.heading] * ${TOPIC_URN_SIZE} + 1 + ((d.r >> 4) & ${TOPIC_URN_SIZE - 1})]`;
  // A bytea parameter, not convert_to() in the statement: that one is read ten times slower.
  const dictionary = sql`${sql.param(new TextEncoder().encode(v.printed.join('')))}::bytea`;
  const word = (id: SQL) => sql`encode(substring(${dictionary} from (${ints(offsets)})[${id}] for (${ints(lengths)})[${id}]), 'escape')`;
  // The few joined forms ("feedin") from a short array, by a slot only hyphenated words have.
  const joined = v.extras.filter((x): x is string => x !== null);
  const joinedSlot = v.extras.map((x) => (x === null ? 0 : joined.indexOf(x) + 1));
  const extra = (id: SQL) => sql`case when (${ints(joinedSlot)})[${id}] > 0 then (${text(joined)})[(${ints(joinedSlot)})[${id}]] end`;

  const batch = (batchIds: readonly string[]) => sql`
      with k as (
        select h.id as hansard_id, h.sitting_date, g,
               hashtext(h.id || '/' || g) as seed,
               (hashtext(h.id || '#' || (g / 40)) & 2147483647) % ${v.headings.length} + 1 as heading,
               -- Box–Muller: a standard normal from two uniform draws, for the speech's length.
               sqrt(-2 * ln(((hashint4(hashtext(h.id || '/' || g)) & 1048575) + 1) / 1048577.0))
                 * cos(2 * pi() * ((hashint4(hashtext(h.id || '/' || g) + 3) & 1048575) / 1048576.0)) as z
        from hansards h cross join generate_series(0, ${perSitting - 1}) g
        where h.id in (${sql.join(batchIds.map((id) => sql`${id}`), sql`, `)})
      ),
      speech as materialized (
        select k.hansard_id, k.sitting_date, k.g, k.heading, p.person,
               case when p.person is null then 1 + (hashint4(k.seed + 2) & 2147483647) % ${labels.unresolved.length}
                    else (p.person - 1) * ${labels.perPerson} + 1 + (hashint4(k.seed + 2) & 2147483647) % ${labels.perPerson} end as label_slot,
               (${text(OPENINGS)})[1 + (hashint4(k.seed + 1) & 2147483647) % ${OPENINGS.length}] || t.words as text,
               coalesce(t.extras, '') as extras
        from k
        cross join lateral (
          select case when k.g % 10 = 0 or ${people.length} = 0 then null
                      else 1 + (floor(power(((k.seed & 2147483647) % 10000) / 10000.0, 3) * ${n}))::int % ${n} end as person
        ) p
        cross join lateral (
          -- Words in the order drawn (one function scan feeds the aggregate); a sentence ends every 14th, with a comma now and then.
          select rtrim(string_agg(case when (i + (k.seed & 1023)) % 14 = 1 or i = 1 then upper(left(w, 1)) || substr(w, 2) else w end
                   || case when (i + (k.seed & 1023)) % 14 = 0 then '.' when ((r >> 24) & 31) = 0 then ',' else '' end, ' '), '.,') || '.' as words,
                 string_agg(x, ' ') as extras
          -- Each step a fenced subquery (offset 0): the planner would otherwise paste a column's expression
          -- (the hash, the word's id) into every place that uses it, and compute it there again.
          from (select i, r, ${word(sql`id`)} as w, ${extra(sql`id`)} as x
                from (select i, r, case when t > 0 then t else u end as id
                      from (select i, r, case when (r & 15) = 0 then ${topicWord} else 0 end as t, (${ints(v.urn)})[1 + ((r >> 8) & ${URN_SIZE - 1})] as u
                            from (select i, hashint8(k.seed::bigint * 1024 + i) as r
                                  from generate_series(1, least(${MAX_WORDS}, ${MIN_WORDS} + floor(${LOGNORMAL_MEDIAN} * exp(${LOGNORMAL_SIGMA} * k.z))::int)) i
                                  offset 0) d
                            offset 0) drawn
                      offset 0) chosen
                offset 0) words
        ) t
      ),
      indexed as materialized (
        select s.*,
               to_tsvector('simple', replace(s.text, '-', ' ')) as body_simple,
               to_tsvector('simple', s.extras) as extras_simple
        from speech s
      ),
      inserted as (
        insert into speeches (id, hansard_id, sitting_date, position, label, person_id, party_id, post, resolved_by, heading, "column", start_offset, end_offset, text, search_vector)
        select x.hansard_id || '-c' || (1000 + x.g / 3) || '-' || lpad(to_hex(x.g), 8, '0'),
               x.hansard_id, x.sitting_date, x.g,
               case when x.person is null then (${text(labels.unresolved)})[x.label_slot] else (${text(labels.labels)})[x.label_slot] end,
               (${text(people.map((p) => p.id))})[x.person],
               ${partyOnSql(sql`(${text(people.map((p) => p.id))})[x.person]`, sql`x.sitting_date`)},
               null,
               case when x.person is null then 'unresolved:synthetic' else 'synthetic' end,
               (${text(v.headings)})[x.heading],
               1000 + x.g / 3, x.g * 400, x.g * 400 + length(x.text),
               x.text,
               -- searchVectorSql(): who said it (A), the heading (C), the words stemmed and as written, the joined forms.
               setweight(to_tsvector('simple', case when x.person is null then (${text(labels.unresolvedNames)})[x.label_slot]
                 else (${text(labels.names)})[x.label_slot] || ' ' || coalesce(${seatOnSql(sql`(${text(people.map((p) => p.id))})[x.person]`, sql`x.sitting_date`, SEAT_WORDS)}, '') end), 'A')
                 || setweight(to_tsvector('english', (${text(v.headingIndex)})[x.heading]), 'C') || setweight(to_tsvector('simple', (${text(v.headingIndex)})[x.heading]), 'C')
                 || to_tsvector('english', replace(x.text, '-', ' ')) || x.body_simple || x.extras_simple
        from indexed x
        on conflict do nothing
      )
      -- Each distinct word (and joined form) once per speech, as an ingestion counts the vocabulary.
      select w as word, count(*)::int as speeches from indexed x cross join unnest(tsvector_to_array(x.body_simple || x.extras_simple)) w group by w`;

  const counts = new Map<string, number>();
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += SITTINGS_PER_BATCH) batches.push(ids.slice(i, i + SITTINGS_PER_BATCH));
  const work = async () => {
    for (let next = batches.shift(); next; next = batches.shift()) {
      const batchIds = next;
      const words = await db.transaction(async (tx) => {
        // JIT compiles this statement's expressions for ~0.5 s on PostgreSQL and saves nothing on it.
        await tx.execute(sql`set local jit = off`);
        return (await tx.execute<{ word: string; speeches: number }>(batch(batchIds))).rows;
      });
      for (const row of words) counts.set(row.word, (counts.get(row.word) ?? 0) + Number(row.speeches));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, work));
  // The vocabulary once, in word order, after every batch: concurrent upserts of the same words could deadlock.
  const entries = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = 0; i < entries.length; i += 2000) {
    const chunk = entries.slice(i, i + 2000);
    await db.execute(sql`insert into search_words (word, speeches)
      select w, c from unnest(${text(chunk.map(([w]) => w))}, ${ints(chunk.map(([, c]) => c))}) as d(w, c)
      on conflict (word) do update set speeches = search_words.speeches + excluded.speeches`);
  }
  return ids.length * perSitting;
}
