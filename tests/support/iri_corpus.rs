//! A corpus of IRIs generated the same way on every run: hosts, user names, paths, queries and fragments made
//! of real words in twelve scripts (Latin with diacritics, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai,
//! Chinese, Japanese, Korean, and characters beyond the BMP), mixed with ASCII words, ports, IPv4 and IPv6
//! hosts and percent-encodings, as IRIs in documents mix them. Every IRI is valid under RFC 3987 (the
//! benchmark checks it), and none holds a bidirectional formatting character.

/// Words of each script; each is made of `ucschar`s.
const WORDS: &[&[&str]] = &[
    &["bücher", "straße", "café", "niño", "smørrebrød", "łódź", "çalışma", "résumé", "zürich", "måltid"],
    &["ουτοπία", "ελλάδα", "βιβλίο", "δοκιμή", "αθήνα"],
    &["пример", "испытание", "москва", "книга", "документы"],
    &["مثال", "إختبار", "كتاب", "القاهرة"],
    &["דוגמה", "בדיקה", "ספר", "ירושלים"],
    &["उदाहरण", "परीक्षा", "पुस्तक", "दिल्ली"],
    &["ตัวอย่าง", "ทดสอบ", "หนังสือ"],
    &["中文", "书籍", "检索", "北京"],
    &["例え", "テスト", "東京", "ファイル"],
    &["실례", "테스트", "서울", "문서"],
    &["𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "😀", "𐌀𐌁𐌂"],
    &["docs", "index", "api", "v2", "search", "news", "wiki", "files", "img"],
];

/// Top-level labels, ASCII and not.
const TLDS: &[&str] = &["example", "com", "org", "jp", "рф", "中国", "ελ", "भारत", "한국", "test"];

/// A small deterministic generator (SplitMix64), so the corpus is the same on every machine.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }

    fn word(&mut self) -> &'static str {
        let script = WORDS[self.below(WORDS.len())];
        script[self.below(script.len())]
    }
}

/// `count` IRIs.
pub fn iri_corpus(count: usize) -> Vec<String> {
    let mut random = Random(0x3987_2005);
    (0..count).map(|_| one(&mut random)).collect()
}

fn one(random: &mut Random) -> String {
    let mut iri = String::with_capacity(96);
    iri.push_str(random.pick(&["http://", "https://", "https://", "ftp://", "//"]));
    if random.below(10) == 0 {
        iri.push_str(random.word());
        iri.push('@');
    }
    match random.below(20) {
        0 => iri.push_str("192.0.2.7"),
        1 => iri.push_str("[2001:db8::7]"),
        _ => {
            for _ in 0..1 + random.below(2) {
                iri.push_str(random.word());
                iri.push('.');
            }
            iri.push_str(random.pick(TLDS));
        }
    }
    if random.below(8) == 0 {
        iri.push_str(":8080");
    }
    let segments = random.below(5);
    for _ in 0..segments {
        iri.push('/');
        iri.push_str(random.word());
        if random.below(6) == 0 {
            iri.push_str("%20");
            iri.push_str(random.word());
        }
    }
    if segments > 0 && random.below(3) == 0 {
        iri.push_str(".html");
    }
    if random.below(3) == 0 {
        iri.push('?');
        for pair in 0..1 + random.below(3) {
            if pair > 0 {
                iri.push('&');
            }
            iri.push_str(random.word());
            iri.push('=');
            iri.push_str(random.word());
        }
    }
    if random.below(5) == 0 {
        iri.push('#');
        iri.push_str(random.word());
    }
    iri
}
