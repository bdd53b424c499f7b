import type { Language } from '@kaizen/contracts';

// Indian names by region, so that a provider's name, languages and city agree the way they would
// in a real directory (a Chatterjee in Kolkata speaking Bengali, an Iyer speaking Tamil).

export interface NameRegion {
  name: string;
  /** Regional languages people from here commonly also speak. */
  languages: readonly Language[];
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
}

export const NAME_REGIONS: readonly NameRegion[] = [
  {
    name: 'north',
    languages: ['hindi', 'punjabi'],
    female: ['Aditi', 'Ananya', 'Shruti', 'Neha', 'Pooja', 'Ritika', 'Simran', 'Harleen', 'Kavya', 'Ishita', 'Mansi', 'Tanvi', 'Nidhi', 'Garima', 'Swati'],
    male: ['Rohan', 'Arjun', 'Vikram', 'Karan', 'Siddharth', 'Gurpreet', 'Manish', 'Rahul', 'Aman', 'Nikhil', 'Harsh', 'Varun', 'Abhishek', 'Saurabh', 'Kunal'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Malhotra', 'Kapoor', 'Khanna', 'Sethi', 'Arora', 'Bhatia', 'Chopra', 'Saxena', 'Srivastava', 'Gill', 'Sandhu', 'Dhillon', 'Tiwari', 'Mishra', 'Agarwal'],
  },
  {
    name: 'west',
    languages: ['marathi', 'gujarati', 'hindi'],
    female: ['Sneha', 'Rutuja', 'Gauri', 'Mrunal', 'Priyanka', 'Hetal', 'Krupa', 'Janhavi', 'Urvi', 'Sayali', 'Dhara', 'Mitali'],
    male: ['Aniket', 'Omkar', 'Chinmay', 'Tejas', 'Parth', 'Hardik', 'Ketan', 'Sagar', 'Mihir', 'Yash', 'Pranav', 'Devang'],
    surnames: ['Kulkarni', 'Deshpande', 'Joshi', 'Patil', 'Gokhale', 'Bhide', 'Shah', 'Mehta', 'Desai', 'Patel', 'Parikh', 'Trivedi', 'Sawant', 'Naik', 'Apte'],
  },
  {
    name: 'south',
    languages: ['tamil', 'malayalam'],
    female: ['Lakshmi', 'Divya', 'Meera', 'Keerthana', 'Aparna', 'Nithya', 'Anjali', 'Revathi', 'Gayathri', 'Sowmya', 'Deepa', 'Vidya'],
    male: ['Karthik', 'Arvind', 'Suresh', 'Vignesh', 'Pradeep', 'Harish', 'Anand', 'Ramesh', 'Srinivas', 'Jithin', 'Arun', 'Naveen'],
    surnames: ['Iyer', 'Iyengar', 'Subramanian', 'Krishnan', 'Raghavan', 'Venkatesh', 'Nair', 'Menon', 'Pillai', 'Kurian', 'Thomas', 'Reddy', 'Rao', 'Hegde', 'Shetty'],
  },
  {
    name: 'east',
    languages: ['bengali', 'hindi'],
    female: ['Ankita', 'Debolina', 'Moumita', 'Sreeparna', 'Rupsa', 'Payel', 'Tanushree', 'Shreya', 'Ishani', 'Sohini'],
    male: ['Sourav', 'Arnab', 'Debashish', 'Anirban', 'Sayan', 'Rajarshi', 'Subhajit', 'Indranil', 'Abhijit', 'Kaushik'],
    surnames: ['Chatterjee', 'Banerjee', 'Mukherjee', 'Ganguly', 'Bose', 'Sen', 'Das', 'Ghosh', 'Dutta', 'Chakraborty', 'Roy', 'Sengupta'],
  },
];

/** Given names people of any gender use; drawn for providers whose gender is `other`. */
export const NEUTRAL_NAMES: readonly string[] = [
  'Kiran',
  'Noor',
  'Sasha',
  'Rishi',
  'Jyoti',
  'Shivani',
  'Avi',
  'Alex',
  'Sam',
  'Ray',
];
