import { memoiseByString } from '../company/memoise';

/*
 * Round 21 (issue #21, w3u's "ผู้จัดการฝ่ายบัญชี" → "Accounting Manager"): a Thai title replaced by its English translation.
 * The title lexicon reads no Thai, so a Thai title is read here word by word into English, its words in Thai order
 * ("ผู้จัดการ" manager, "ฝ่าย" department, "บัญชี" accounting → "Manager Accounting"); the English words are then compared as
 * any two titles are (`sameRole`). Thai writes no spaces between words: the longest known word is taken at each place,
 * and a title with a Thai letter no known word covers has no reading (null): an unknown word is no evidence of one role.
 */

/** Thai role, rank and function words and their English; "" for unit nouns that name no role (department, section). */
const THAI_WORDS: Readonly<Record<string, string>> = {
  'ผู้จัดการทั่วไป': 'General Manager',
  'ผู้จัดการ': 'Manager',
  'ผู้ช่วย': 'Assistant',
  'รอง': 'Deputy',
  'ผู้อำนวยการ': 'Director',
  'ผู้บริหาร': 'Executive',
  'ประธานเจ้าหน้าที่บริหาร': 'Chief Executive Officer',
  'ประธาน': 'Chairman',
  'หัวหน้างาน': 'Supervisor',
  'หัวหน้า': 'Head',
  'เจ้าหน้าที่': 'Officer',
  'พนักงาน': 'Staff',
  'อาวุโส': 'Senior',
  'นักบัญชี': 'Accountant',
  'สมุห์บัญชี': 'Chief Accountant',
  'ผู้ตรวจสอบภายใน': 'Internal Auditor',
  'ตรวจสอบภายใน': 'Internal Audit',
  'วิศวกร': 'Engineer',
  'บัญชี': 'Accounting',
  'การเงิน': 'Finance',
  'ภาษี': 'Tax',
  'เงินเดือน': 'Payroll',
  'ทรัพยากรบุคคล': 'Human Resources',
  'บุคคล': 'Human Resources',
  'บุคลากร': 'Human Resources',
  'สรรหา': 'Recruitment',
  'ฝึกอบรม': 'Training',
  'การตลาด': 'Marketing',
  'การขาย': 'Sales',
  'ขาย': 'Sales',
  'จัดซื้อ': 'Purchasing',
  'ไอที': 'IT',
  'เทคโนโลยีสารสนเทศ': 'Information Technology',
  'โลจิสติกส์': 'Logistics',
  'คลังสินค้า': 'Warehouse',
  'การผลิต': 'Production',
  'ผลิต': 'Production',
  'ปฏิบัติการ': 'Operations',
  'กฎหมาย': 'Legal',
  'ธุรการ': 'Administration',
  // Round 37 (r36's open "ผู้จัดการฝ่ายบริการลูกค้า (Customer Service Manager)", "หัวหน้างานคอลเซ็นเตอร์ (Call Center Supervisor)"): the
  // service, quality, maintenance, safety, communications and sales desks' words.
  'ศูนย์บริการลูกค้า': 'Customer Service Center',
  'บริการลูกค้า': 'Customer Service',
  'ลูกค้าสัมพันธ์': 'Customer Relations',
  'คอลเซ็นเตอร์': 'Call Center',
  'ศูนย์': 'Center',
  'บริการ': 'Service',
  'ลูกค้า': 'Customer',
  'ประกันคุณภาพ': 'Quality Assurance',
  'ควบคุมคุณภาพ': 'Quality Control',
  'คุณภาพ': 'Quality',
  'ซ่อมบำรุง': 'Maintenance',
  'ความปลอดภัย': 'Safety',
  'ประชาสัมพันธ์': 'Public Relations',
  'สื่อสารองค์กร': 'Corporate Communications',
  'วิจัยและพัฒนา': 'Research and Development',
  'ขายทางโทรศัพท์': 'Telesales',
  'เทเลเซลส์': 'Telesales',
  'พนักงานขาย': 'Sales Representative',
  'ตัวแทนขาย': 'Sales Representative',
  'ผู้แทนขาย': 'Sales Representative',
  'ขนส่ง': 'Transport',
  'ผู้ประสานงาน': 'Coordinator',
  'นักวิเคราะห์': 'Analyst',
  'ผู้เชี่ยวชาญ': 'Specialist',
  'ที่ปรึกษา': 'Consultant',
  'งาน': '',
  'และ': 'and',
  'ฝ่าย': '',
  'แผนก': '',
  'ส่วน': '',
};

const LONGEST_FIRST = Object.keys(THAI_WORDS).sort((a, b) => b.length - a.length);

const THAI = /\p{Script=Thai}/u;

/** A Thai title read into English words, other scripts' words kept; null when it has no Thai or a Thai word is unknown. */
export const thaiInEnglish = memoiseByString((title: string): string | null => {
  const text = title.normalize('NFC');
  if (!THAI.test(text)) return null;
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (!THAI.test(c)) {
      out.push(c);
      i++;
      continue;
    }
    const word = LONGEST_FIRST.find((w) => text.startsWith(w, i));
    if (word === undefined) return null;
    out.push(` ${THAI_WORDS[word] ?? ''} `);
    i += word.length;
  }
  return out.join('').replace(/\s+/gu, ' ').trim();
});
