package org.iotbenchrunner.report.table;

/**
 * A number a derived table shows: NaN when unknown (never 0), and whether a flagged run went into it, so that a
 * ratio or change inherits both the unknown and the flag of either side.
 */
record DerivedFigure(double value, boolean flagged) {
    static final DerivedFigure UNKNOWN = new DerivedFigure(Double.NaN, false);

    boolean known() {
        return Double.isFinite(value);
    }

    /** This over {@code other}: unknown when either side is, or {@code other} is zero. */
    DerivedFigure over(DerivedFigure other) {
        double ratio = known() && other.known() && other.value != 0 ? value / other.value : Double.NaN;
        return new DerivedFigure(ratio, flagged || other.flagged);
    }

    /** The change from {@code before} to this, in % of {@code before}. */
    DerivedFigure changeFrom(DerivedFigure before) {
        DerivedFigure ratio = over(before);
        return new DerivedFigure((ratio.value - 1) * 100, ratio.flagged);
    }

    /** How much lower this is than {@code reference}, in % of it (1 − this / reference): negative when higher. */
    DerivedFigure penaltyAgainst(DerivedFigure reference) {
        DerivedFigure ratio = over(reference);
        return new DerivedFigure((1 - ratio.value) * 100, ratio.flagged);
    }

    /** The same number without its flag, for a row whose flag is shown once on its label. */
    DerivedFigure plain() {
        return new DerivedFigure(value, false);
    }
}
