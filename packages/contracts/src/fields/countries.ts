// SPEC §3 country list: every ISO 3166-1 alpha-2 country plus Kosovo (XK, user-assigned but in
// common use), each as { label: nationality, value: 2-letter code, name: country name }.
// One row per country, 'CODE|nationality|name', ordered by name for pickers: a plain string is
// about half the size of the same data as object literals, and it is parsed only when first used.

const TABLE = `
AF|Afghan|Afghanistan
AX|Åland Islander|Åland Islands
AL|Albanian|Albania
DZ|Algerian|Algeria
AS|American Samoan|American Samoa
AD|Andorran|Andorra
AO|Angolan|Angola
AI|Anguillan|Anguilla
AQ|Antarctic|Antarctica
AG|Antiguan or Barbudan|Antigua and Barbuda
AR|Argentine|Argentina
AM|Armenian|Armenia
AW|Aruban|Aruba
AU|Australian|Australia
AT|Austrian|Austria
AZ|Azerbaijani|Azerbaijan
BS|Bahamian|Bahamas
BH|Bahraini|Bahrain
BD|Bangladeshi|Bangladesh
BB|Barbadian|Barbados
BY|Belarusian|Belarus
BE|Belgian|Belgium
BZ|Belizean|Belize
BJ|Beninese|Benin
BM|Bermudian|Bermuda
BT|Bhutanese|Bhutan
BO|Bolivian|Bolivia
BA|Bosnian or Herzegovinian|Bosnia and Herzegovina
BW|Motswana|Botswana
BV|Bouvet Islander|Bouvet Island
BR|Brazilian|Brazil
IO|British Indian Ocean Territory|British Indian Ocean Territory
VG|British Virgin Islander|British Virgin Islands
BN|Bruneian|Brunei
BG|Bulgarian|Bulgaria
BF|Burkinabé|Burkina Faso
BI|Burundian|Burundi
CV|Cabo Verdean|Cabo Verde
KH|Cambodian|Cambodia
CM|Cameroonian|Cameroon
CA|Canadian|Canada
BQ|Caribbean Dutch|Caribbean Netherlands
KY|Caymanian|Cayman Islands
CF|Central African|Central African Republic
TD|Chadian|Chad
CL|Chilean|Chile
CN|Chinese|China
CX|Christmas Islander|Christmas Island
CC|Cocos Islander|Cocos (Keeling) Islands
CO|Colombian|Colombia
KM|Comoran|Comoros
CK|Cook Islander|Cook Islands
CR|Costa Rican|Costa Rica
CI|Ivorian|Côte d'Ivoire
HR|Croatian|Croatia
CU|Cuban|Cuba
CW|Curaçaoan|Curaçao
CY|Cypriot|Cyprus
CZ|Czech|Czechia
CD|Congolese (DRC)|Democratic Republic of the Congo
DK|Danish|Denmark
DJ|Djiboutian|Djibouti
DM|Dominican (Dominica)|Dominica
DO|Dominican|Dominican Republic
EC|Ecuadorian|Ecuador
EG|Egyptian|Egypt
SV|Salvadoran|El Salvador
GQ|Equatoguinean|Equatorial Guinea
ER|Eritrean|Eritrea
EE|Estonian|Estonia
SZ|Swazi|Eswatini
ET|Ethiopian|Ethiopia
FK|Falkland Islander|Falkland Islands
FO|Faroese|Faroe Islands
FJ|Fijian|Fiji
FI|Finnish|Finland
FR|French|France
GF|French Guianese|French Guiana
PF|French Polynesian|French Polynesia
TF|French Southern Territories|French Southern Territories
GA|Gabonese|Gabon
GM|Gambian|Gambia
GE|Georgian|Georgia
DE|German|Germany
GH|Ghanaian|Ghana
GI|Gibraltarian|Gibraltar
GR|Greek|Greece
GL|Greenlandic|Greenland
GD|Grenadian|Grenada
GP|Guadeloupean|Guadeloupe
GU|Guamanian|Guam
GT|Guatemalan|Guatemala
GG|Guernsey|Guernsey
GN|Guinean|Guinea
GW|Bissau-Guinean|Guinea-Bissau
GY|Guyanese|Guyana
HT|Haitian|Haiti
HM|Heard Islander|Heard Island and McDonald Islands
HN|Honduran|Honduras
HK|Hongkonger|Hong Kong
HU|Hungarian|Hungary
IS|Icelandic|Iceland
IN|Indian|India
ID|Indonesian|Indonesia
IR|Iranian|Iran
IQ|Iraqi|Iraq
IE|Irish|Ireland
IM|Manx|Isle of Man
IL|Israeli|Israel
IT|Italian|Italy
JM|Jamaican|Jamaica
JP|Japanese|Japan
JE|Jersey|Jersey
JO|Jordanian|Jordan
KZ|Kazakhstani|Kazakhstan
KE|Kenyan|Kenya
KI|I-Kiribati|Kiribati
XK|Kosovar|Kosovo
KW|Kuwaiti|Kuwait
KG|Kyrgyzstani|Kyrgyzstan
LA|Lao|Laos
LV|Latvian|Latvia
LB|Lebanese|Lebanon
LS|Basotho|Lesotho
LR|Liberian|Liberia
LY|Libyan|Libya
LI|Liechtensteiner|Liechtenstein
LT|Lithuanian|Lithuania
LU|Luxembourgish|Luxembourg
MO|Macanese|Macao
MG|Malagasy|Madagascar
MW|Malawian|Malawi
MY|Malaysian|Malaysia
MV|Maldivian|Maldives
ML|Malian|Mali
MT|Maltese|Malta
MH|Marshallese|Marshall Islands
MQ|Martiniquais|Martinique
MR|Mauritanian|Mauritania
MU|Mauritian|Mauritius
YT|Mahoran|Mayotte
MX|Mexican|Mexico
FM|Micronesian|Micronesia
MD|Moldovan|Moldova
MC|Monégasque|Monaco
MN|Mongolian|Mongolia
ME|Montenegrin|Montenegro
MS|Montserratian|Montserrat
MA|Moroccan|Morocco
MZ|Mozambican|Mozambique
MM|Burmese|Myanmar
NA|Namibian|Namibia
NR|Nauruan|Nauru
NP|Nepali|Nepal
NL|Dutch|Netherlands
NC|New Caledonian|New Caledonia
NZ|New Zealander|New Zealand
NI|Nicaraguan|Nicaragua
NE|Nigerien|Niger
NG|Nigerian|Nigeria
NU|Niuean|Niue
NF|Norfolk Islander|Norfolk Island
KP|North Korean|North Korea
MK|Macedonian|North Macedonia
MP|Northern Mariana Islander|Northern Mariana Islands
NO|Norwegian|Norway
OM|Omani|Oman
PK|Pakistani|Pakistan
PW|Palauan|Palau
PS|Palestinian|Palestine
PA|Panamanian|Panama
PG|Papua New Guinean|Papua New Guinea
PY|Paraguayan|Paraguay
PE|Peruvian|Peru
PH|Filipino|Philippines
PN|Pitcairn Islander|Pitcairn Islands
PL|Polish|Poland
PT|Portuguese|Portugal
PR|Puerto Rican|Puerto Rico
QA|Qatari|Qatar
CG|Congolese|Republic of the Congo
RE|Réunionese|Réunion
RO|Romanian|Romania
RU|Russian|Russia
RW|Rwandan|Rwanda
BL|Barthélemois|Saint Barthélemy
SH|Saint Helenian|Saint Helena, Ascension and Tristan da Cunha
KN|Kittitian or Nevisian|Saint Kitts and Nevis
LC|Saint Lucian|Saint Lucia
MF|Saint-Martinois|Saint Martin
PM|Saint-Pierrais or Miquelonnais|Saint Pierre and Miquelon
VC|Vincentian|Saint Vincent and the Grenadines
WS|Samoan|Samoa
SM|Sammarinese|San Marino
ST|São Toméan|São Tomé and Príncipe
SA|Saudi|Saudi Arabia
SN|Senegalese|Senegal
RS|Serbian|Serbia
SC|Seychellois|Seychelles
SL|Sierra Leonean|Sierra Leone
SG|Singaporean|Singapore
SX|Sint Maartener|Sint Maarten
SK|Slovak|Slovakia
SI|Slovenian|Slovenia
SB|Solomon Islander|Solomon Islands
SO|Somali|Somalia
ZA|South African|South Africa
GS|South Georgian|South Georgia and the South Sandwich Islands
KR|South Korean|South Korea
SS|South Sudanese|South Sudan
ES|Spanish|Spain
LK|Sri Lankan|Sri Lanka
SD|Sudanese|Sudan
SR|Surinamese|Suriname
SJ|Svalbard|Svalbard and Jan Mayen
SE|Swedish|Sweden
CH|Swiss|Switzerland
SY|Syrian|Syria
TW|Taiwanese|Taiwan
TJ|Tajik|Tajikistan
TZ|Tanzanian|Tanzania
TH|Thai|Thailand
TL|Timorese|Timor-Leste
TG|Togolese|Togo
TK|Tokelauan|Tokelau
TO|Tongan|Tonga
TT|Trinidadian or Tobagonian|Trinidad and Tobago
TN|Tunisian|Tunisia
TR|Turkish|Türkiye
TM|Turkmen|Turkmenistan
TC|Turks and Caicos Islander|Turks and Caicos Islands
TV|Tuvaluan|Tuvalu
UG|Ugandan|Uganda
UA|Ukrainian|Ukraine
AE|Emirati|United Arab Emirates
GB|British|United Kingdom
US|American|United States
UM|American (Minor Outlying Islands)|United States Minor Outlying Islands
UY|Uruguayan|Uruguay
VI|US Virgin Islander|US Virgin Islands
UZ|Uzbek|Uzbekistan
VU|Ni-Vanuatu|Vanuatu
VA|Vatican|Vatican City
VE|Venezuelan|Venezuela
VN|Vietnamese|Vietnam
WF|Wallisian or Futunan|Wallis and Futuna
EH|Sahrawi|Western Sahara
YE|Yemeni|Yemen
ZM|Zambian|Zambia
ZW|Zimbabwean|Zimbabwe`;

export interface Country {
  /** Nationality, as a person from there is described. */
  label: string;
  /** ISO 3166-1 alpha-2 code. */
  value: string;
  name: string;
}

let parsed: readonly Country[] | undefined;

/** All countries, ordered by name. */
export function countries(): readonly Country[] {
  parsed ??= TABLE.trim()
    .split('\n')
    .map((row) => {
      const [value = '', label = '', name = ''] = row.split('|');
      return { label, value, name };
    });
  return parsed;
}

export const findCountry = (code: string): Country | undefined =>
  countries().find((country) => country.value === code.toUpperCase());
