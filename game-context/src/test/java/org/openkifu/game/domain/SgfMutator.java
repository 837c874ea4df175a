package org.openkifu.game.domain;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Makes one fuzz input from a seed: a corpus record changed by one to four mutations, or a record generated from
 * scratch. The same seed always gives the same bytes and description.
 */
final class SgfMutator {

    record Mutated(byte[] bytes, String description) {
    }

    /** Values that reach the interesting branches: handicap, setup, sizes, rules, results, encodings, odd numbers. */
    private static final String[] PROPERTIES = {
            "HA[2]", "HA[9]", "HA[1]", "HA[0]", "HA[-3]", "HA[99999999999]", "HA[x]", "AB[dd][pp]", "AB[aa:ss]", "AB[dd]",
            "AB[jj]", "AW[aa]", "AW[pd]", "AE[dd]", "AE[aa:ii]", "PL[W]", "PL[B]", "PL[x]", "KM[NaN]", "KM[1e400]",
            "KM[-7.5]", "KM[7.25]", "KM[0]", "KM[151]", "KM[x]", "SZ[1]", "SZ[2]", "SZ[3]", "SZ[5]", "SZ[9]", "SZ[13]",
            "SZ[19]", "SZ[25]", "SZ[26]", "SZ[19:13]", "SZ[9:9]", "SZ[:]", "RU[capture-go:3]", "RU[capture-go]",
            "RU[capture-go:0]", "RU[tromp-taylor]", "RU[aga]", "RU[itsyourturn]", "RU[japanese]", "RU[Chinese]",
            "RU[little-go]", "RU[new-zealand]", "RU[black-and-white]", "RE[B+R]", "RE[W+3.5]", "RE[0]", "RE[Void]",
            "RE[B+]", "RE[W+1e400]", "RE[?]", "RE[B+T]", "RE[W+F]", "CA[UTF-8]", "CA[UTF-16]", "CA[Shift_JIS]",
            "CA[foo]", "CA[]", "GM[2]", "GM[1]", "FF[4]", "B[tt]", "W[tt]", "B[]", "W[]", "B[zz]", "B[a]", "W[aa:bb]",
            "B[dd]", "W[dd]", "B[ee]", "TM[NaN]", "TM[60]", "OT[5x30]", "PB[\\]]", "PW[a\\\nb]", "C[\\", "BL[x]",
            "PC[here]", "XX[1]", "B[dd]W[ee]", "W[ee]B[dd]"};
    private static final String TOKENS = "();[]\\:ABCWHKLMPSZ aeistxz\n";

    private final SplittableRandom random;
    private final List<byte[]> corpus;
    private final List<String> steps = new ArrayList<>();

    SgfMutator(long seed, List<byte[]> corpus) {
        this.random = new SplittableRandom(seed);
        this.corpus = corpus;
    }

    Mutated next() {
        byte[] sgf;
        if (random.nextInt(10) == 0) {
            sgf = generated();
        } else {
            int pick = random.nextInt(corpus.size());
            sgf = corpus.get(pick);
            steps.add("corpus file " + pick);
        }
        int mutations = 1 + random.nextInt(4);
        for (int i = 0; i < mutations; i++) {
            sgf = mutate(sgf);
        }
        return new Mutated(sgf, String.join(", ", steps));
    }

    private byte[] mutate(byte[] sgf) {
        int at = sgf.length == 0 ? 0 : random.nextInt(sgf.length + 1);
        switch (random.nextInt(9)) {
            case 0 -> {
                byte[] copy = sgf.clone();
                int flips = 1 + random.nextInt(8);
                for (int i = 0; i < flips && copy.length > 0; i++) {
                    copy[random.nextInt(copy.length)] = (byte) random.nextInt(256);
                }
                steps.add(flips + " bytes changed");
                return copy;
            }
            case 1 -> {
                steps.add("cut at " + at);
                return java.util.Arrays.copyOf(sgf, at);
            }
            case 2 -> {
                byte[] other = corpus.get(random.nextInt(corpus.size()));
                int from = random.nextInt(other.length + 1);
                steps.add("spliced at " + at + " with another file from " + from);
                return concat(slice(sgf, 0, at), slice(other, from, other.length));
            }
            case 3 -> {
                int start = SgfFuzzTest.ascii(sgf).indexOf('[', at);
                int end = start < 0 ? -1 : SgfFuzzTest.ascii(sgf).indexOf(']', start);
                int id = start;
                while (id > 0 && sgf[id - 1] >= 'A' && sgf[id - 1] <= 'Z') {
                    id--;
                }
                if (end < 0 || id == start) {
                    return insertProperty(sgf);
                }
                byte[] property = slice(sgf, id, end + 1);
                steps.add("property at " + id + " duplicated");
                return concat(slice(sgf, 0, end + 1), property, slice(sgf, end + 1, sgf.length));
            }
            case 4 -> {
                StringBuilder garbage = new StringBuilder();
                int length = 1 + random.nextInt(12);
                for (int i = 0; i < length; i++) {
                    garbage.append(TOKENS.charAt(random.nextInt(TOKENS.length())));
                }
                steps.add("'" + garbage + "' inserted at " + at);
                return concat(slice(sgf, 0, at), garbage.toString().getBytes(StandardCharsets.ISO_8859_1), slice(sgf, at, sgf.length));
            }
            case 5 -> {
                int end = Math.min(sgf.length, at + 1 + random.nextInt(40));
                steps.add("bytes " + at + ".." + end + " deleted");
                return concat(slice(sgf, 0, at), slice(sgf, end, sgf.length));
            }
            case 6 -> {
                int end = Math.min(sgf.length, at + 1 + random.nextInt(60));
                steps.add("bytes " + at + ".." + end + " repeated");
                return concat(slice(sgf, 0, end), slice(sgf, at, sgf.length));
            }
            case 7 -> {
                byte[] bytes = new byte[1 + random.nextInt(6)];
                random.nextBytes(bytes);
                steps.add(bytes.length + " random bytes inserted at " + at);
                return concat(slice(sgf, 0, at), bytes, slice(sgf, at, sgf.length));
            }
            default -> {
                return insertProperty(sgf);
            }
        }
    }

    /** Puts an interesting property right after a ';', so it lands in a node. */
    private byte[] insertProperty(byte[] sgf) {
        String text = SgfFuzzTest.ascii(sgf);
        List<Integer> nodes = new ArrayList<>();
        for (int i = text.indexOf(';'); i >= 0 && nodes.size() < 4000; i = text.indexOf(';', i + 1)) {
            nodes.add(i + 1);
        }
        // mostly early nodes: the header and setup are where the branches are
        int at = nodes.isEmpty() ? 0 : nodes.get(random.nextInt(Math.min(nodes.size(), random.nextBoolean() ? 3 : nodes.size())));
        String property = PROPERTIES[random.nextInt(PROPERTIES.length)];
        steps.add(property + " inserted at " + at);
        return concat(slice(sgf, 0, at), property.getBytes(StandardCharsets.ISO_8859_1), slice(sgf, at, sgf.length));
    }

    /** A small well-formed record: header properties, random moves, sometimes a variation. */
    private byte[] generated() {
        int size = new int[] {2, 3, 5, 7, 9, 13, 19, 25}[random.nextInt(8)];
        StringBuilder sgf = new StringBuilder("(;FF[4]SZ[" + size + "]");
        for (int i = random.nextInt(4); i > 0; i--) {
            sgf.append(PROPERTIES[random.nextInt(PROPERTIES.length)]);
        }
        int moves = random.nextInt(size * size * 2);
        for (int i = 0; i < moves; i++) {
            sgf.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[');
            if (random.nextInt(8) != 0) {
                sgf.append((char) ('a' + random.nextInt(size))).append((char) ('a' + random.nextInt(size)));
            }
            sgf.append(']');
            if (random.nextInt(50) == 0) {
                sgf.append("(;B[aa])(");
                moves = Math.min(moves, i + 5);
            }
        }
        sgf.append(')');
        steps.add("generated " + size + "x" + size + " with " + moves + " moves");
        return sgf.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] slice(byte[] bytes, int from, int to) {
        return java.util.Arrays.copyOfRange(bytes, Math.min(from, bytes.length), Math.min(Math.max(from, to), bytes.length));
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
