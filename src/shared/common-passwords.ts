/**
 * Passwords of eight or more characters that lead every published list of leaked passwords,
 * and the obvious ones for this course. A new password may not be one of these, in any case
 * (issue 16 §10). Kept short on purpose: it ships to the browser with the forms.
 */
const COMMON = `
12345678 123456789 1234567890 11111111 00000000 12341234 87654321 11223344 12121212 88888888
password password1 password12 password123 passw0rd p@ssw0rd p@ssword pa55word
qwertyui qwerty123 qwertyuiop 1qaz2wsx zaq12wsx 1q2w3e4r 1q2w3e4r5t qazwsxedc asdfghjk
asdfasdf zxcvbnm1 iloveyou iloveyou1 sunshine princess football football1 baseball
welcome1 welcome123 letmein1 trustno1 superman batman123 starwars whatever computer
michael1 jennifer charlie1 dragon12 monkey12 shadow12 master12 abcd1234 abc12345
abcdefgh 123abc123 123qweasd qweasdzxc changeme changeme1 internet samsung1 liverpool
chelsea1 arsenal1 manchester celtic12 ireland1 ireland123 dublin123 irishman
taxidriver taxi1234 hackney1 limousine spsvprep spsvprep1 spsv1234 password!
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
