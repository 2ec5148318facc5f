/*
 * The most common passwords people choose that still pass the 6–20 / letters rule, written for
 * Fable from the well-known leaked-password rankings (the all-digit ones like 123456 are refused by
 * the rule already). A new password on this list is refused at sign-up, reset and change; accounts
 * that already have one may still sign in. No zod here, so the web app can import it cheaply.
 */
const COMMON_PASSWORDS: readonly string[] = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word pass123
pass1234 passpass qwerty qwerty1 qwerty12 qwerty123 qwerty1234 qwertyuiop qwert123 qwertz qwertz123
qwe123 qweasd qweasd123 qweasdzxc qazwsx qazwsx123 qazwsxedc 1qaz2wsx 1q2w3e 1q2w3e4r 1q2w3e4r5t
zaq12wsx zxcvbnm zxcvbn asdfgh asdfghjkl asdf1234 asd123 azerty azerty123 abc123 abc1234 abc12345
abc123456 abcdef abcdef123 abcdefg abcdefgh abcd1234 a123456 a1234567 a12345678 a123456789 aa123456
aaaaaa 123abc 123qwe 123asd 12345a 123456a 1234567a 12345678a 123456789a 1234qwer 12qwaszx iloveyou
iloveyou1 iloveyou2 iloveu ilovegod loveme lovely lovelove loveyou love123 mylove letmein letmein1
welcome welcome1 welcome123 hello123 hello1 helloworld hellokitty whatever trustno1 changeme secret
secret123 default admin123 admin1 administrator root123 login123 guest123 test123 test1234 testing
tester user123 temp123 master master123 access access14 superman batman spiderman ironman pokemon
pikachu naruto starwars matrix dragon dragon1 monkey monkey1 shadow sunshine princess princess1
football football1 baseball basketball soccer hockey michael jordan jordan23 michelle jennifer
jessica ashley amanda daniel thomas charlie charlie1 andrew joshua hunter hunter2 ranger buster
tigger tiger123 killer pepper ginger cookie cheese chocolate butterfly flower purple orange banana
apple123 summer summer1 winter autumn spring freedom liberty computer internet google microsoft
samsung iphone android facebook youtube twitter yahoo123 linkedin mustang corvette ferrari porsche
harley yamaha mercedes bmw123 zxcvbnm1 asdfghjk qwertyu qwertyui poiuytrewq mnbvcxz lkjhgfdsa
abc123abc aaa111 aa123123 aa112233 a1b2c3 a1b2c3d4 a1s2d3f4 q1w2e3r4 q1w2e3 zxc123 zxcv1234 asdasd
asdasd123 qweqwe qweqwe123 woaini woaini1314 woaini520 wo123456 aini1314 iloveyou520 5201314a
blink182 red123 blue123 green123 black123 yellow whitebird silver golden family family1 friends
friend forever forever1 nicole daniel1 robert matthew anthony william george joseph richard steven
justin heather hannah maggie angel1 angels baby123 babygirl babygirl1 sweety sweetie lucky1 lucky7
chicken qwerty11 qwerty7 asdf123 pass12345 password2 password01 password11 password99 passw0rd1
p4ssword pa$$word letmein123 monkey123 dragon123 shadow123 master1 sunshine1 superman1 princess123
starwars1 pokemon123 naruto123 football123 baseball1 soccer123 fuckyou fuckoff asshole bitch123
sexy123 sexygirl zaq1xsw2 !qaz2wsx 1qaz@wsx qwerty!@# abc@123 admin@123 pass@123 password@123
test@123 root@123 welcome@123 abcabc abcabc123 xyz123 abc321 123456abc 1234abcd 123456qwe 123qweasd
123qweasdzxc myspace myspace1 soccer1 jesus1 jesus123 blessed trinity jasmine1 qwerty12345 asdfasdf
`
  .trim()
  .split(/\s+/);

const COMMON = new Set(COMMON_PASSWORDS);

/** True for a password on the list, compared lower-case ("Password1" is as weak as "password1"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** The whole list, for the tests that check it. */
export function commonPasswords(): readonly string[] {
  return COMMON_PASSWORDS;
}
